import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import * as styles from './LoginPromptProvider.css';

interface LoginPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the person tried, e.g. 'upvote posts'. */
  action: string;
  onLogin: () => void;
}

/** 'Login required': the spec's prompt when a guest tries what needs an account. */
export function LoginPromptDialog({ open, onOpenChange, action, onLogin }: LoginPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Login required">
      <p>{`You need to login to ${action}. Would you like to login now?`}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={onLogin}>Login</Button>
      </div>
    </Dialog>
  );
}
