import { randomUUID } from 'node:crypto';
import { OWN_FILE_URL } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';

// Every extension sniffMediaType can give a stored file (see its image()/video() calls).
const STORED_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'avi', 'mov', 'mp4', 'webm', 'ogv'];

describe('posts accept exactly the files uploads store', () => {
  it.each(STORED_EXTENSIONS)('accepts a stored .%s file', (extension) => {
    expect(OWN_FILE_URL.test(`/api/files/${randomUUID()}.${extension}`)).toBe(true);
  });

  it.each([
    'https://tracker.example/pixel.gif',
    `/api/files/${randomUUID()}.svg`,
    `/api/files/../${randomUUID()}.png`,
    `/api/files/${randomUUID()}.png?x=1`,
  ])('refuses %s', (url) => {
    expect(OWN_FILE_URL.test(url)).toBe(false);
  });
});
