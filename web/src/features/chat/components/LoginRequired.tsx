import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Icon } from '../../../components/ui/Icon';
import { loginPathFor } from '../../identity';
import * as styles from './ChatPanel.css';

/** Guests read along; sending needs an account. Login brings them back to this chat. */
export function LoginRequired() {
  const location = useLocation();
  return (
    <div className={styles.loginNotice} role="note">
      <div className={styles.loginText}>
        <strong>Login Required</strong>
        <span>Please log in to send messages in the live chat.</span>
      </div>
      <ButtonLink size="sm" to={loginPathFor(`${location.pathname}${location.search}`)}>
        <Icon name="lock" size={16} /> Login
      </ButtonLink>
    </div>
  );
}
