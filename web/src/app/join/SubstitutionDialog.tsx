import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Dialog } from '../../components/ui/Dialog';
import type { Substitution } from './resolveJoinTarget';
import * as styles from './SubstitutionDialog.css';

export interface SubstitutionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  substitution: Substitution | null;
  signedIn: boolean;
  /** Where 'Sign in to create it' leads (the login page with a way back here). */
  signInPath: string;
  onCreate: () => void;
  onGoToSuggested: () => void;
  onChooseAnother: () => void;
}

function titleOf({ asked, city }: Substitution): string {
  return asked ? `${asked} isn't on Mohalla yet` : `Which area of ${city}?`;
}

function explanationOf({ asked, city, suggested, create }: Substitution, signedIn: boolean): string {
  if (!asked)
    return `We could not tell your neighbourhood in ${city}. The nearest area on Mohalla is ${suggested.name}.`;
  const nearest = `The nearest area on Mohalla is ${suggested.name}.`;
  if (!create) return `${nearest} "${asked}" is too general a name for a new area.`;
  return signedIn
    ? `${nearest} You can also start ${asked} for your neighbours.`
    : `${nearest} Sign in to start ${asked} for your neighbours.`;
}

/**
 * Says so when the area asked for does not exist, instead of entering another
 * one silently (issue 21 point 6): create it (signed in), sign in to create
 * it (guests), go to the nearest area, or choose from the list.
 */
export function SubstitutionDialog({
  open,
  onOpenChange,
  substitution,
  signedIn,
  signInPath,
  onCreate,
  onGoToSuggested,
  onChooseAnother,
}: SubstitutionDialogProps) {
  // Kept by the flow after closing, so the text does not blank out while the dialog animates away.
  if (!substitution) return null;
  const { asked, create, suggested } = substitution;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={titleOf(substitution)}>
      <p>{explanationOf(substitution, signedIn)}</p>
      <div className={styles.choices}>
        {create && signedIn ? <Button onClick={onCreate}>{`Create ${asked}`}</Button> : null}
        {create && !signedIn ? <ButtonLink to={signInPath}>Sign in to create it</ButtonLink> : null}
        <Button variant={create ? 'secondary' : 'primary'} onClick={onGoToSuggested}>
          {`Go to ${suggested.name}`}
        </Button>
        <Button variant="ghost" onClick={onChooseAnother}>
          Choose another area
        </Button>
      </div>
    </Dialog>
  );
}
