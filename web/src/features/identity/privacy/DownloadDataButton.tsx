import { Button } from '../../../components/ui/Button';
import type { ButtonLook } from '../../../components/ui/buttonClassName';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './privacy.css';
import { useDataExport } from './useDataExport';

interface DownloadDataButtonProps extends ButtonLook {
  /** Also say a failure under the button (in a modal dialog, where the toast is out of reach). */
  inlineError?: boolean;
}

/** 'Download my data' as a button: the phone's account card and the erase dialog. */
export function DownloadDataButton({ inlineError = false, ...look }: DownloadDataButtonProps) {
  const { download, busy, error } = useDataExport();
  return (
    <>
      {/* aria-disabled, not disabled: a disabled button would drop the focus it has. */}
      <Button {...look} onClick={download} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        <Icon name="download" size={16} /> {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {inlineError && error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </>
  );
}
