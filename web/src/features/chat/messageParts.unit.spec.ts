import { describe, expect, it } from 'vitest';
import { appendFileUrls, messageParts } from './messageParts';

const PHOTO = '/api/files/3f2b8c9e-1d4a-4e6b-9c7d-2a1b3c4d5e6f.png';
const CLIP = '/api/files/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.mp4';

describe('message parts', () => {
  it('shows lines holding an uploaded file as that file, the rest as text', () => {
    expect(messageParts(`Pothole on 12th Main\n${PHOTO}\n ${CLIP} `)).toEqual({
      text: 'Pothole on 12th Main',
      files: [
        { url: PHOTO, kind: 'image' },
        { url: CLIP, kind: 'video' },
      ],
    });
  });

  it('leaves other links and inline URLs as text', () => {
    const content = `see https://example.com/x.png and ${PHOTO} here`;
    expect(messageParts(content)).toEqual({ text: content, files: [] });
  });

  it('adds attachments once, and only files uploaded here', () => {
    expect(messageParts(`hi\n${PHOTO}`, [PHOTO, 'https://evil.example/a.png']).files).toEqual([
      { url: PHOTO, kind: 'image' },
    ]);
  });

  it('appends URLs on new lines', () => {
    expect(appendFileUrls('Look at this  \n', [PHOTO, CLIP])).toBe(`Look at this\n${PHOTO}\n${CLIP}`);
    expect(appendFileUrls('', [PHOTO])).toBe(PHOTO);
    expect(appendFileUrls('unchanged ', [])).toBe('unchanged ');
  });
});
