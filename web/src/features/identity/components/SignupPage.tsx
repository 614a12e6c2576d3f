import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuthSuccess } from '../hooks/useAuthSuccess';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { loginPathFor, safeReturnTo } from '../returnTo';
import { AuthLayout } from './AuthLayout';
import { SignupForm } from './SignupForm';
import { SocialSignIn } from './SocialSignIn';

/** /signup: the spec's six fields, then home (or back to `returnTo`). */
export function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const user = useCurrentUser();
  const { succeeded, complete } = useAuthSuccess(returnTo);

  if (user.status === 'signedIn' && !succeeded) return <Navigate to="/" replace />;

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
