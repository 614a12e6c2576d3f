import { DomainError } from '@mohalla/contracts';

/** The largest file accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Media per post, and per comment or reply. */
export const MAX_FILES_PER_POST = 5;
export const MAX_FILES_PER_REPLY = 3;

/** The product's messages (spec, section 5 'Uploads'). */
export const UPLOAD_MESSAGES = {
  invalidType: 'Only images and videos are allowed.',
  unstrippableType: 'Videos must be MP4 or MOV: WebM, Ogg and AVI files cannot be cleaned of their metadata.',
  tooLarge: 'Maximum file size is 10MB.',
  tooMany: (max: number) => `You can only upload up to ${max} files.`,
  unavailable: 'File uploads are coming soon! An object-storage service is not configured.',
} as const;

/** A request or file that cannot be read (400 on the field `file`). */
export const invalidFile = (detail: string) =>
  new DomainError('REQUEST.INVALID', detail, [{ field: 'file', message: detail }]);
export const invalidFileType = () => new DomainError('UPLOAD.INVALID_TYPE', UPLOAD_MESSAGES.invalidType);
/** A media type we accept in principle but cannot strip of metadata safely (WebM, Ogg, AVI). */
export const unstrippableType = () =>
  new DomainError('UPLOAD.INVALID_TYPE', UPLOAD_MESSAGES.unstrippableType);
export const fileTooLarge = () => new DomainError('UPLOAD.TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
/** For a post (5) or a reply (3) that carries more media than allowed. */
export const tooManyFiles = (max: number) => new DomainError('UPLOAD.TOO_MANY', UPLOAD_MESSAGES.tooMany(max));
export const uploadsUnavailable = () => new DomainError('UPLOAD.UNAVAILABLE', UPLOAD_MESSAGES.unavailable);
