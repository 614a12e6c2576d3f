import * as styles from './AuthForm.css';

interface AuthFormStatusProps {
  /** Why the last attempt failed, if it did. */
  error: string | null | undefined;
  /** Shown once the account is in, while the page moves on. */
  success: string | null;
}

/** The top of an auth form: the failure as an alert, or the success as a status. */
export function AuthFormStatus({ error, success }: AuthFormStatusProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {success ? (
        <p role="status" className={styles.success}>
          {success}
        </p>
      ) : null}
    </>
  );
}
