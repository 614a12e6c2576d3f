import { REPORT_REASON_MAX } from '@mohalla/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useReport } from '../hooks/useReport';
import * as styles from './ThreadForms.css';

interface ReportDialogProps {
  postId: string;
  /** Set to report one of the post's replies instead of the post. */
  replyId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A small confirmation with an optional reason, before the report goes to the moderators. */
export function ReportDialog({ postId, replyId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    onOpenChange(false);
    setReason('');
  };
  const report = useReport(postId, close);
  const what = replyId ? 'reply' : 'post';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ reason, replyId });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Report this ${what}?`}
      description="The moderators will check it against the community guidelines."
    >
      <form className={styles.form} onSubmit={submit}>
        <TextAreaField
          label="Reason (optional)"
          value={reason}
          maxLength={REPORT_REASON_MAX}
          placeholder="What is wrong with it?"
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            <Icon name="flag" size={16} /> {report.isPending ? 'Reporting...' : 'Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
