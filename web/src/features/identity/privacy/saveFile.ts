/** How long the file's address stays valid: the browser has taken the file long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a file made in the page to the browser's downloads, as a link with
 * `download` would: a same-origin `blob:` address, clicked once, then revoked.
 */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
