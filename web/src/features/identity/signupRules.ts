import { PASSWORD_MIN } from '@mohalla/contracts';

/** The signup form's fields, named as the API's body names them (so 400 field errors map 1:1). */
export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGNUP: SignupFields = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

// Same shape the server accepts, so green here means the server will agree.
const MOBILE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/** The live green state of each field (the spec: the email needs an '@'). */
export function signupValidity(fields: SignupFields): Record<keyof SignupFields, boolean> {
  return {
    firstName: fields.firstName.trim() !== '',
    lastName: fields.lastName.trim() !== '',
    email: fields.email.includes('@'),
    mobile: MOBILE.test(fields.mobile.trim()),
    password: fields.password.length >= PASSWORD_MIN,
    confirmPassword: fields.confirmPassword !== '' && fields.confirmPassword === fields.password,
  };
}

/** The spec: submit only when every field is filled, the password is long enough and confirmed. */
export function canSubmitSignup(fields: SignupFields): boolean {
  return (
    Object.values(fields).every((value) => value !== '') &&
    fields.password.length >= PASSWORD_MIN &&
    fields.password === fields.confirmPassword
  );
}

/** The spec's messages, checked in its order on submit; null when the form may be sent. */
export function signupProblem(fields: SignupFields): string | null {
  if (fields.password !== fields.confirmPassword) return 'Passwords do not match';
  if (!fields.firstName.trim() || !fields.lastName.trim()) return 'First name and last name are required';
  if (fields.password.length < PASSWORD_MIN)
    return `Password must be at least ${PASSWORD_MIN} characters long`;
  return null;
}
