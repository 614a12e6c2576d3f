import { DomainError } from '@mohalla/contracts';
import type { ObjectStorage } from '@mohalla/infra';
import { findUploadOwner } from '../uploads/uploadReferences.js';

/**
 * A post or reply attaches only files its author uploaded and that are
 * still stored: else a post could show someone else's photo under its
 * author's alias, or a broken image. 400 naming each wrong entry
 * (`mediaUrls.<index>`); nothing is written.
 */
export async function refuseForeignAttachments(
  storage: ObjectStorage | undefined,
  authorId: string,
  mediaUrls: readonly string[],
): Promise<void> {
  if (mediaUrls.length === 0) return;
  const owners = await Promise.all(
    mediaUrls.map((url) => (storage ? findUploadOwner(storage, url) : { status: 'missing' as const })),
  );
  const errors = owners.flatMap((owner, index) => {
    const field = `mediaUrls.${index}`;
    if (owner.status === 'missing') return [{ field, message: 'is no file stored here: upload it first' }];
    if (owner.uploaderId !== authorId)
      return [{ field, message: 'is not your upload: attach only files you uploaded' }];
    return [];
  });
  if (errors.length === 0) return;
  const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
  throw new DomainError('REQUEST.INVALID', summary, errors);
}
