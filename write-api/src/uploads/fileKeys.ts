/** Files are served from here; the rest of the path is the object key. */
export const FILES_PATH = '/api/files/';
const EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'mp4', 'mov', 'webm', 'ogv', 'avi'];
/** A key as this module makes them: a random UUID and the sniffed extension. */
export const FILE_KEY = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${EXTENSIONS.join('|')})$`,
);

/** The key in a URL this module answered (`/api/files/<key>`, relative or absolute), or null. */
export function keyOfFileUrl(fileUrl: string): string | null {
  let path: string;
  try {
    path = new URL(fileUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PATH)) return null;
  const key = path.slice(FILES_PATH.length);
  return FILE_KEY.test(key) ? key : null;
}
