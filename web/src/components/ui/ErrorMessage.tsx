import { StateMessage, type StateMessageProps } from './StateMessage';

/** Something failed: the danger badge with its alert icon, announced at once (role alert). */
export function ErrorMessage(props: Omit<StateMessageProps, 'icon' | 'tone' | 'role'>) {
  return <StateMessage role="alert" tone="danger" icon="alert" {...props} />;
}
