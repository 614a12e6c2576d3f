import { useId } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import type { MediaUploads, UploadedMedia } from '../hooks/useMediaUploads';
import * as styles from './MediaUploader.css';

interface MediaUploaderProps {
  uploads: MediaUploads;
  max: number;
  label?: string;
}

/**
 * The upload widget: checking, then available (pick files, see and remove
 * them) or unavailable ('File Uploads Coming Soon!').
 */
export function MediaUploader({ uploads, max, label = 'Add photos or videos' }: MediaUploaderProps) {
  const inputId = useId();
  const { availability, media, uploading } = uploads;

  if (availability === 'checking') return <Spinner label="Checking file uploads..." />;
  if (availability === 'unavailable') {
    return (
      <div className={styles.notice} role="note">
        <Icon name="upload" size={20} />
        <div>
          <p className={styles.noticeTitle}>File Uploads Coming Soon!</p>
          <p>{uploads.details}</p>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <input
        id={inputId}
        type="file"
        accept="image/*,video/*"
        multiple
        className={styles.hiddenInput}
        disabled={uploads.full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void uploads.add(files);
        }}
      />
      <label htmlFor={inputId} className={styles.pick}>
        <Icon name="image" size={18} /> {label}
      </label>
      <p className={styles.hint}>
        Images or videos, up to 10MB each, {max} files at most ({media.length}/{max}).
      </p>
      {uploading > 0 ? (
        <Spinner label={`Uploading ${uploading === 1 ? 'file' : `${uploading} files`}...`} />
      ) : null}
      {media.length > 0 ? (
        <ul className={styles.previews} aria-label="Attached files">
          {media.map((item, index) => (
            <li key={item.url} className={styles.preview}>
              {item.type === 'image' ? (
                <img className={styles.thumb} src={item.url} alt={mediaLabel(item, index)} />
              ) : (
                <video
                  className={styles.thumb}
                  src={item.url}
                  muted
                  preload="metadata"
                  aria-label={mediaLabel(item, index)}
                />
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${mediaLabel(item, index)}`}
                onClick={() => uploads.remove(item.url)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A neutral name for an attached file ("Image 2"): the device's file name is never shown or kept. */
function mediaLabel(item: UploadedMedia, index: number): string {
  return `${item.type === 'image' ? 'Image' : 'Video'} ${index + 1}`;
}
