import { AuthPage } from './AuthPage';
import { LoginForm } from './LoginForm';

/** /login[?returnTo=/path]: back to where the person was (same-origin only), else home. */
export function LoginPage() {
  return (
    <AuthPage
      title="Welcome back"
      subtitle="Sign in to post, reply and chat with your neighbours."
      other={{ screen: 'signup', question: 'New to Mohalla?', link: 'Create an account' }}
      form={LoginForm}
    />
  );
}
