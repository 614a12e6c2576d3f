import { AuthPage } from './AuthPage';
import { SignupForm } from './SignupForm';

/** /signup: the spec's six fields, then home (or back to `returnTo`). */
export function SignupPage() {
  return (
    <AuthPage
      title="Join your neighbourhood"
      subtitle="Create an account. In each area you post under an anonymous alias."
      other={{ screen: 'login', question: 'Already have an account?', link: 'Sign in' }}
      form={SignupForm}
    />
  );
}
