import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { COMMUNITY_RULES, ENCOURAGED, NOT_ALLOWED } from '../../legal';
import * as createStyles from './CreatePostDialog.css';
import * as styles from './GuidelinesDialog.css';

interface GuidelinesDialogProps {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** Shown before publishing a post the shared rules flag for review, until accepted once this session. */
export function GuidelinesDialog({ open, onAccept, onDecline }: GuidelinesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title="Community Guidelines"
      description="Your post may not follow these guidelines. Please read them before publishing."
      wide
    >
      <div className={styles.body}>
        <section>
          <h3 className={styles.heading}>
            <Icon name="shield" size={18} /> Community Rules
          </h3>
          <ol className={styles.rules}>
            {COMMUNITY_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
        <div className={styles.columns}>
          <section className={`${styles.box} ${styles.notAllowed}`}>
            <h3 className={styles.heading}>
              <Icon name="ban" size={18} /> What's Not Allowed
            </h3>
            <RuleItems rules={NOT_ALLOWED} />
          </section>
          <section className={`${styles.box} ${styles.encouraged}`}>
            <h3 className={styles.heading}>
              <Icon name="heart" size={18} /> What's Encouraged
            </h3>
            <RuleItems rules={ENCOURAGED} />
          </section>
        </div>
        <p className={styles.note}>
          <Icon name="flag" size={18} />
          <span>
            See something that breaks these rules? Use the report button on the post. Violations may lead to
            account suspension.
          </span>
        </p>
        <div className={createStyles.footer}>
          <Button variant="secondary" onClick={onDecline}>
            Cancel
          </Button>
          <Button onClick={onAccept}>I Understand &amp; Agree</Button>
        </div>
      </div>
    </Dialog>
  );
}

/** One box's rules, each led by its label in bold. */
function RuleItems({ rules }: { rules: ReadonlyArray<readonly [string, string]> }) {
  return (
    <ul className={styles.items}>
      {rules.map(([label, text]) => (
        <li key={label}>
          <strong>{label}</strong> {text}
        </li>
      ))}
    </ul>
  );
}
