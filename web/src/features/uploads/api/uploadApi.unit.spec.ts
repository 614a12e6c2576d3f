import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { deleteUpload, fetchUploadStatus } from './uploadApi';

/** The upload calls' answers are parsed with their contract schemas. */
describe('the upload answers', () => {
  it('the status resolves as answered', async () => {
    fakeApi({ 'GET /api/upload/status': { body: { available: true, details: 'Uploads are on.' } } });
    await expect(fetchUploadStatus(new AbortController().signal)).resolves.toEqual({
      available: true,
      details: 'Uploads are on.',
    });
  });

  it('a status whose availability is not a boolean is refused, not read as off', async () => {
    fakeApi({ 'GET /api/upload/status': { body: { available: 'yes', details: 'Uploads are on.' } } });
    await expect(fetchUploadStatus(new AbortController().signal)).rejects.toThrow(/available/);
  });

  it('a delete resolves to its answer, and refuses one that does not say it worked', async () => {
    fakeApi({ 'DELETE /api/upload/file': { body: { success: true } } });
    await expect(deleteUpload('/api/files/a.png')).resolves.toEqual({ success: true });
    fakeApi({ 'DELETE /api/upload/file': { body: { success: false } } });
    await expect(deleteUpload('/api/files/a.png')).rejects.toThrow(/success/);
  });
});
