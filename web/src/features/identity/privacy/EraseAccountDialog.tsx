import { ERASED_AUTHOR_ALIAS, ERASED_TEXT } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api';
import { providersQuery } from '../api/identityQueries';
import { PasswordField } from '../components/PasswordField';
import { DownloadDataButton } from './DownloadDataButton';
import * as styles from './privacy.css';
import { useEraseAccount } from './useEraseAccount';

interface EraseAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FAILED = 'Your account could not be deleted. Please try again.';

/** The server's sentence (wrong password, sign in again first), else a plain one. */
const sentenceOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && !/^\d{3}: /.test(error.message) ? error.message : FAILED;

/**
 * 'Delete my account' (issue 16 point 2): says what erasure does before it is
 * done, offers the copy of the data first, and asks for the password. An
 * account that only signs in with Google has none: it sends no password, and
 * the server accepts a Google sign-in of the last few minutes instead.
 */
export function EraseAccountDialog({ open, onOpenChange }: EraseAccountDialogProps) {
  const erase = useEraseAccount();
  const google = useQuery({ ...providersQuery(), enabled: open }).data?.google ?? false;
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const refusal = erase.isError ? sentenceOf(erase.error) : undefined;

  // Each opening starts empty: no password left behind in a closed dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening and closing
  useEffect(() => {
    setPassword('');
    setMissing(false);
    erase.reset();
  }, [open]);

  // A refusal is said under the field, and the field takes focus to try again.
  useEffect(() => {
    if (refusal || missing) passwordInput.current?.focus();
  }, [refusal, missing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    if (!password && !google) return setMissing(true);
    setMissing(false);
    erase.mutate(password ? { password } : {});
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={erase.isPending}
      title="Delete my account"
      description="This erases you from Mohalla. It cannot be undone."
    >
      <form className={styles.body} onSubmit={submit} noValidate>
        <ul className={styles.consequences}>
          <li>
            Your posts, replies and chat messages will read as ‘{ERASED_TEXT}’, by ‘{ERASED_AUTHOR_ALIAS}’.
            Neighbours’ replies to your posts stay.
          </li>
          <li>Your photos and other uploads are deleted.</li>
          <li>Every session ends now, and you cannot sign in again.</li>
          <li>Reports you filed stay with the moderators, without your name.</li>
        </ul>
        <div className={styles.keepCopy}>
          <p className={styles.paragraph}>Consider downloading a copy of your data first.</p>
          <DownloadDataButton variant="secondary" size="sm" inlineError />
        </div>
        <PasswordField
          ref={passwordInput}
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? 'Enter your password to delete your account.' : refusal}
          hint={
            google
              ? 'Only sign in with Google? Leave this empty: sign out, sign in with Google again, then delete within a few minutes.'
              : undefined
          }
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button type="submit" className={styles.eraseButton} aria-busy={erase.isPending || undefined}>
            {erase.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
