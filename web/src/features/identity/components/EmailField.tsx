import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/TextField';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'label' | 'autoComplete' | 'inputMode'
>;

/** The required 'Email' input both auth forms ask for (the email keyboard on phones, autofill on). */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
