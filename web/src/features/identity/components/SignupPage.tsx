import { Link, Navigate } from 'react-router';
import { useAuthPage } from '../hooks/useAuthPage';
import { loginPathFor } from '../returnTo';
import { AuthLayout } from './AuthLayout';
import { SignupForm } from './SignupForm';
import { SocialSignIn } from './SocialSignIn';

/** /signup: the spec's six fields, then home (or back to `returnTo`). */
export function SignupPage() {
  const { returnTo, succeeded, complete, alreadySignedIn } = useAuthPage();
  if (alreadySignedIn) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title="Join your neighbourhood"
      subtitle="Create an account. In each area you post under an anonymous alias."
      footer={
        <p>
          Already have an account? <Link to={loginPathFor(returnTo)}>Sign in</Link>
        </p>
      }
    >
      <SocialSignIn returnTo={returnTo} />
      <SignupForm onSuccess={complete} succeeded={succeeded} />
    </AuthLayout>
  );
}
