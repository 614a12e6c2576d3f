import { MINIMUM_AGE, PASSWORD_MIN } from '@mohalla/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { signup } from '../api/identityApi';
import { authErrorMessage } from '../authErrorMessage';
import {
  canSubmitSignup,
  EMPTY_SIGNUP,
  type SignupFields,
  signupProblem,
  signupValidity,
} from '../signupRules';
import * as styles from './AuthForm.css';
import { AuthFormStatus } from './AuthFormStatus';
import type { AuthFormProps } from './AuthPage';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

type FieldName = keyof SignupFields;

export function SignupForm({ onSuccess, succeeded }: AuthFormProps) {
  const [fields, setFields] = useState<SignupFields>(EMPTY_SIGNUP);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  // Server field errors stay until that field is edited, so fixing one does not hide the others.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (user) => onSuccess(user),
    onError: (error) => setServerErrors(error instanceof ApiError ? { ...error.fieldErrors } : {}),
  });

  const valid = signupValidity(fields);
  const formError = localProblem ?? authErrorMessage(mutation.error, 'Signup failed');

  const bind = (name: FieldName) => ({
    name,
    value: fields[name],
    valid: valid[name],
    error: serverErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
      setLocalProblem(null);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  // Live hints, shown once they are about something the person has finished typing.
  const passwordTooShort = touched.password && fields.password !== '' && !valid.password;
  const mismatch =
    fields.confirmPassword !== '' &&
    fields.confirmPassword !== fields.password &&
    (touched.confirmPassword || fields.confirmPassword.length >= fields.password.length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = signupProblem(fields);
    setLocalProblem(problem);
    if (problem) return;
    const { confirmPassword: _confirm, ...body } = fields;
    mutation.mutate({
      ...body,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      mobile: body.mobile.trim(),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <AuthFormStatus error={formError} success={succeeded ? 'Account created. Welcome to Mohalla!' : null} />
      <div className={styles.pair}>
        <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <EmailField {...bind('email')} />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        required
        {...bind('mobile')}
        hint="Never shown to anyone."
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        {...bind('password')}
        error={
          serverErrors.password ??
          (passwordTooShort ? `Password must be at least ${PASSWORD_MIN} characters long` : undefined)
        }
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
        error={mismatch ? 'Passwords do not match' : undefined}
      />
      <Button type="submit" block disabled={!canSubmitSignup(fields) || mutation.isPending || succeeded}>
        {mutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className={styles.note}>
        You must be at least {MINIMUM_AGE} years old to join. By signing up you agree to our{' '}
        <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
