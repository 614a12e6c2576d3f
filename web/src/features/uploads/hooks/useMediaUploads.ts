import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/useToast';
import { ApiError } from '../../../lib/api';
import { deleteUpload, uploadFile } from '../api/uploadApi';
import { uploadStatusQuery } from '../api/uploadQueries';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadAvailability = 'checking' | 'available' | 'unavailable';

/** An uploaded file on the client: where it is served and its kind (never the device's file name). */
export interface UploadedMedia {
  url: string;
  type: 'image' | 'video';
}

const UNAVAILABLE = 'File uploads are coming soon! An object-storage service is not configured.';

/**
 * The upload widget's state: availability, the uploaded files and the ones
 * in flight, with the spec's checks (type, 10MB, count) and toasts.
 */
export function useMediaUploads(max: number) {
  const status = useQuery(uploadStatusQuery());
  const { toast } = useToast();
  const [media, setMedia] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(0);
  const availability: UploadAvailability = status.isPending
    ? 'checking'
    : status.data?.available
      ? 'available'
      : 'unavailable';

  const fail = (title: string, description: string) => toast({ title, description, tone: 'danger' });

  const add = async (files: readonly File[]) => {
    if (files.length === 0) return;
    if (availability !== 'available') return fail('Upload Unavailable', UNAVAILABLE);
    if (media.length + uploading + files.length > max)
      return fail('Too Many Files', `You can only upload up to ${max} files.`);
    const accepted = files.filter((file) => {
      if (!/^(image|video)\//.test(file.type)) {
        fail('Invalid File Type', 'Only images and videos are allowed.');
        return false;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        fail('File Too Large', 'Maximum file size is 10MB.');
        return false;
      }
      return true;
    });
    setUploading((n) => n + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const saved = await uploadFile(file);
          const type = saved.fileType.startsWith('video/') ? 'video' : 'image';
          setMedia((current) => [...current, { url: saved.fileUrl, type }]);
          toast({ title: 'Upload Successful', description: `The ${type} is attached.` });
        } catch (error) {
          console.error('Upload failed', error);
          const message = error instanceof ApiError && error.code ? error.message : 'Failed to upload file';
          fail('Upload Failed', message);
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const remove = (url: string) => {
    setMedia((current) => current.filter((item) => item.url !== url));
    deleteUpload(url).catch((error: unknown) => console.error('Removing an upload failed', error));
    toast({ title: 'File Removed' });
  };

  /** Empties the list; `discard` also deletes the files (a form abandoned, not published). */
  const clear = (discard: boolean) => {
    if (discard) for (const item of media) deleteUpload(item.url).catch(() => undefined);
    setMedia([]);
  };

  return {
    availability,
    details: status.data?.details || UNAVAILABLE,
    media,
    uploading,
    full: media.length + uploading >= max,
    add,
    remove,
    clear,
  };
}

export type MediaUploads = ReturnType<typeof useMediaUploads>;
