import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { useTextFields } from '../../../components/ui/useTextFields';
import { login } from '../api/identityApi';
import { authErrorMessage } from '../authErrorMessage';
import * as styles from './AuthForm.css';
import { AuthFormStatus } from './AuthFormStatus';
import type { AuthFormProps } from './AuthPage';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

/** Email and password; the server decides, and says only 'Invalid email or password'. */
export function LoginForm({ onSuccess, succeeded }: AuthFormProps) {
  const { values, bind } = useTextFields({ email: '', password: '' });
  const mutation = useMutation({ mutationFn: login, onSuccess: (user) => onSuccess(user) });
  const error = authErrorMessage(mutation.error, 'Login failed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    if (!email || !values.password) return;
    mutation.mutate({ email, password: values.password });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <AuthFormStatus error={error} success={succeeded ? 'Signed in. Taking you back...' : null} />
      <EmailField {...bind('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...bind('password')} />
      <Button type="submit" block disabled={mutation.isPending || succeeded}>
        {mutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
