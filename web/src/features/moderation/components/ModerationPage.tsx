import { canModerate } from '@mohalla/contracts';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { loginPathFor, useCurrentUser } from '../../identity';
import * as styles from './ModerationPage.css';
import { ModerationWorkspace } from './ModerationWorkspace';

/**
 * /moderation: the queue of open reports and the audit of each, for
 * moderators and admins. Anyone else is told so (the server refuses them
 * the data anyway).
 */
export function ModerationPage() {
  const current = useCurrentUser();
  if (current.status === 'loading') return <Spinner label="Loading..." />;
  if (current.status === 'guest') {
    return (
      <StateMessage
        headingLevel="h1"
        icon="lock"
        title="401: Sign in to moderate"
        description="The moderation tools are for signed-in moderators and admins."
        action={<ButtonLink to={loginPathFor('/moderation')}>Sign In</ButtonLink>}
      />
    );
  }
  if (!canModerate(current.user.roles)) {
    return (
      <StateMessage
        headingLevel="h1"
        icon="ban"
        tone="danger"
        title="403: Moderators only"
        description="Only moderators and admins can open the moderation tools."
      />
    );
  }
  return (
    <div className={styles.page}>
      <title>Moderation · Mohalla</title>
      <h1 className={styles.pageTitle}>Moderation</h1>
      <ModerationWorkspace />
    </div>
  );
}
