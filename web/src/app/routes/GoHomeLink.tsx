import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';

/** The way out of a screen that has nothing to show: back to the home page. */
export function GoHomeLink() {
  return (
    <ButtonLink to="/">
      <Icon name="home" size={18} /> Go Home
    </ButtonLink>
  );
}
