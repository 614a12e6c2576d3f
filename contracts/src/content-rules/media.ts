import { ALLOWED_MEDIA_EXTENSIONS, SUSPICIOUS_FILENAME_WORDS } from './constants.js';

/**
 * The file name of a media name or URL: without query or fragment, without
 * folders, percent-decoded when it decodes. '/api/files/a.JPG?x=1' → 'a.JPG'.
 */
export function mediaBaseName(name: string): string {
  const path = name.trim().split(/[?#]/)[0] ?? '';
  const base = path.split(/[/\\]/).pop() ?? '';
  try {
    return decodeURIComponent(base);
  } catch {
    return base;
  }
}

/** The lower-case extension of a media name or URL, '' when it has none. */
export function mediaExtension(name: string): string {
  const base = mediaBaseName(name);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether the extension is one the spec allows (jpg, jpeg, png, gif, webp, mp4, mov, avi; any case). */
export function isAllowedMediaName(name: string): boolean {
  return (ALLOWED_MEDIA_EXTENSIONS as readonly string[]).includes(mediaExtension(name));
}

/** Whether the file name contains adult, porn or sex, in any case (a plain substring test, as the spec says). */
export function isSuspiciousMediaName(name: string): boolean {
  const base = mediaBaseName(name).toLowerCase();
  return SUSPICIOUS_FILENAME_WORDS.some((word) => base.includes(word));
}
