import { CHAT_ATTACHMENTS_MAX } from '@mohalla/contracts';
import { Button } from '../../../components/ui/Button';
import { MediaUploader, type MediaUploads } from '../../uploads';
import * as styles from './Composer.css';

interface AttachmentsPanelProps {
  uploads: MediaUploads;
  /** Appends the uploaded files' URLs to the message, one per line. */
  onAdd: (urls: string[]) => void;
}

/** The attachment panel: upload up to three files (the posts' upload flow), then 'Add to Message'. */
export function AttachmentsPanel({ uploads, onAdd }: AttachmentsPanelProps) {
  return (
    <section className={styles.attachments} aria-label="Attachments">
      <MediaUploader uploads={uploads} max={CHAT_ATTACHMENTS_MAX} label="Attach photos or videos" />
      {uploads.availability === 'available' ? (
        <div className={styles.attachmentsActions}>
          <Button
            size="sm"
            disabled={uploads.media.length === 0 || uploads.uploading > 0}
            onClick={() => {
              onAdd(uploads.media.map((m) => m.url));
              // The files stay uploaded: the message now points at them.
              uploads.clear(false);
            }}
          >
            Add to Message
          </Button>
        </div>
      ) : null}
    </section>
  );
}
