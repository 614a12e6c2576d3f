import { Link, Navigate } from 'react-router';
import { useAuthPage } from '../hooks/useAuthPage';
import { loginPathFor } from '../returnTo';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';

/** /login[?returnTo=/path]: back to where the person was (same-origin only), else home. */
export function LoginPage() {
  const { returnTo, succeeded, complete, alreadySignedIn } = useAuthPage();
  if (alreadySignedIn) return <Navigate to="/" replace />;

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
