import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuthSuccess } from '../hooks/useAuthSuccess';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { loginPathFor, safeReturnTo } from '../returnTo';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';

/** /login[?returnTo=/path]: back to where the person was (same-origin only), else home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const user = useCurrentUser();
  const { succeeded, complete } = useAuthSuccess(returnTo);

  // Arriving already signed in: nothing to do here (the spec sends them home).
  if (user.status === 'signedIn' && !succeeded) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to post, reply and chat with your neighbours."
      footer={
        <p>
          New to Mohalla? <Link to={loginPathFor(returnTo, 'signup')}>Create an account</Link>
        </p>
      }
    >
      <SocialSignIn returnTo={returnTo} />
      <LoginForm onSuccess={complete} succeeded={succeeded} />
    </AuthLayout>
  );
}
