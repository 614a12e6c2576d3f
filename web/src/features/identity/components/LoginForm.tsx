import type { CurrentUserDto } from '@mohalla/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { login } from '../api/identityApi';
import { authErrorMessage } from '../authErrorMessage';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';

interface LoginFormProps {
  onSuccess: (user: CurrentUserDto) => void;
  succeeded: boolean;
}

/** Email and password; the server decides, and says only 'Invalid email or password'. */
export function LoginForm({ onSuccess, succeeded }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: login, onSuccess: (user) => onSuccess(user) });
  const error = authErrorMessage(mutation.error, 'Login failed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    mutation.mutate({ email: email.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {succeeded ? (
        <p role="status" className={styles.success}>
          Signed in. Taking you back...
        </p>
      ) : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" block disabled={mutation.isPending || succeeded}>
        {mutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
