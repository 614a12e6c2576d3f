import { CHAT_CONTENT_MAX } from '@mohalla/contracts';
import { Button } from '../../../components/ui/Button';
import * as composer from './Composer.css';
import * as styles from './MessageRow.css';

interface MessageEditorProps {
  draft: string;
  saving: boolean;
  onChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Inline edit: Save (needs text once trimmed) or Cancel; Enter saves, Escape cancels. */
export function MessageEditor({ draft, saving, onChange, onSave, onCancel }: MessageEditorProps) {
  const canSave = draft.trim() !== '' && !saving;
  return (
    <div className={styles.editor}>
      <textarea
        className={composer.input}
        aria-label="Edit message"
        value={draft}
        maxLength={CHAT_CONTENT_MAX}
        // biome-ignore lint/a11y/noAutofocus: the person just chose Edit; the text is where they go next
        autoFocus
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (canSave) onSave();
          }
        }}
      />
      <div className={styles.editorActions}>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="sm" onClick={onSave} disabled={!canSave}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
