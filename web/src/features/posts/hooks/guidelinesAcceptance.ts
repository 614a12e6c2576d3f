const KEY = 'mohalla:guidelines-accepted';
let acceptedInMemory = false;

/**
 * Whether the Community Guidelines were accepted in this browser session
 * (a tab's sessionStorage; memory alone where storage is blocked).
 */
export function guidelinesAccepted(): boolean {
  if (acceptedInMemory) return true;
  try {
    return sessionStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

export function acceptGuidelines(): void {
  acceptedInMemory = true;
  try {
    sessionStorage.setItem(KEY, 'yes');
  } catch {
    // Storage blocked: memory keeps it for this page.
  }
}
