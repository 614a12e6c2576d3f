import { MODERATION_REASON_MAX, type ReportQueueItemDto } from '@mohalla/contracts';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import type { ActionKind, useModerationAction } from '../hooks/useModerationAction';
import * as styles from './ModerationPage.css';

interface ActionDialogProps {
  kind: ActionKind;
  report: ReportQueueItemDto;
  author: { userId: string; name: string } | null;
  action: ReturnType<typeof useModerationAction>;
  onClose: () => void;
}

const TEXTS: Record<
  ActionKind,
  { title: (what: string, who: string) => string; description: string; confirm: string }
> = {
  hide: {
    title: (what) => `Hide this ${what}`,
    description: 'It leaves every public page, the search and the chat history. The log keeps it.',
    confirm: 'Hide',
  },
  restore: {
    title: (what) => `Restore this ${what}`,
    description: 'It shows again wherever it showed before.',
    confirm: 'Restore',
  },
  dismiss: {
    title: () => 'Dismiss the report',
    description: 'Nothing here breaks the guidelines. The reporter sees the report dismissed.',
    confirm: 'Dismiss',
  },
  uphold: {
    title: () => 'Uphold the report',
    description: 'The reporter was right: the item is hidden, and the reporter sees the report upheld.',
    confirm: 'Uphold',
  },
  warn: {
    title: (_, who) => `Warn ${who}`,
    description: 'The warning is recorded on their account.',
    confirm: 'Warn',
  },
  suspend: {
    title: (_, who) => `Suspend ${who}`,
    description: 'They cannot post, reply or chat until the time you set, or until reinstated.',
    confirm: 'Suspend',
  },
};

/** A moderator action with its required reason (and, to suspend, an optional end). Ctrl+Enter confirms. */
export function ActionDialog({ kind, report, author, action, onClose }: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [blank, setBlank] = useState(false);
  const texts = TEXTS[kind];
  const serverError = action.error instanceof ApiError ? action.error : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (reason.trim() === '') return setBlank(true);
    action.mutate(
      {
        kind,
        report,
        authorId: author?.userId ?? null,
        reason: reason.trim(),
        until: until ? new Date(until).toISOString() : undefined,
      },
      { onSuccess: onClose },
    );
  };
  const confirmOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={texts.title(report.kind, author?.name ?? 'the author')}
      description={texts.description}
    >
      <form className={styles.dialogForm} onSubmit={submit} onKeyDown={confirmOnCtrlEnter}>
        <TextAreaField
          label="Reason (required)"
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          rows={3}
          autoFocus
          error={blank ? 'Say why: every decision keeps its reason.' : serverError?.fieldErrors.reason}
          onChange={(event) => {
            setReason(event.target.value);
            setBlank(false);
          }}
        />
        {kind === 'suspend' ? (
          <TextField
            label="Until (leave empty: until reinstated)"
            type="datetime-local"
            value={until}
            error={serverError?.fieldErrors.until}
            onChange={(event) => setUntil(event.target.value)}
          />
        ) : null}
        {serverError && !serverError.fieldErrors.reason && !serverError.fieldErrors.until ? (
          <p role="alert" className={styles.dialogError}>
            {serverError.message}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <span className={styles.hint}>Ctrl+Enter confirms · Esc cancels</span>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending ? 'Saving...' : texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
