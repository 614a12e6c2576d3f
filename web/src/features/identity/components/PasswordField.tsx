import { type ComponentProps, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { TextField } from '../../../components/ui/TextField';
import * as styles from './PasswordField.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing' | 'label'> & {
  label: string;
};

/** A password input with a show/hide toggle (people on phones mistype unseen passwords). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setVisible((shown) => !shown)}
      aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
      aria-pressed={visible}
    >
      <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} trailing={toggle} />;
}
