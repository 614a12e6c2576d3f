export type MediaKind = 'image' | 'video' | 'unknown';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
const VIDEO = new Set(['mp4', 'webm', 'ogg', 'mov']);

/** What a media URL holds, by its extension (the spec's lists). */
export function mediaKind(url: string): MediaKind {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (IMAGE.has(extension)) return 'image';
  if (VIDEO.has(extension)) return 'video';
  return 'unknown';
}
