import type { CurrentUserDto } from '@mohalla/contracts';
import type { ComponentType } from 'react';
import { Link, Navigate } from 'react-router';
import { useAuthPage } from '../hooks/useAuthPage';
import { loginPathFor } from '../returnTo';
import { AuthLayout } from './AuthLayout';
import { SocialSignIn } from './SocialSignIn';

/** What each auth form gets from its page. */
export interface AuthFormProps {
  onSuccess: (user: CurrentUserDto) => void;
  /** Signed in: the form waits while the page takes the person on. */
  succeeded: boolean;
}

interface AuthPageProps {
  title: string;
  subtitle: string;
  /** The way to the other auth screen (it keeps where to go afterwards): 'New to Mohalla?' 'Create an account'. */
  other: { screen: 'login' | 'signup'; question: string; link: string };
  form: ComponentType<AuthFormProps>;
}

/** /login and /signup: home if already signed in, else the social buttons and the form in the auth card. */
export function AuthPage({ title, subtitle, other, form: Form }: AuthPageProps) {
  const { returnTo, succeeded, complete, alreadySignedIn } = useAuthPage();
  if (alreadySignedIn) return <Navigate to="/" replace />;

  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      footer={
        <p>
          {other.question} <Link to={loginPathFor(returnTo, other.screen)}>{other.link}</Link>
        </p>
      }
    >
      <SocialSignIn returnTo={returnTo} />
      <Form onSuccess={complete} succeeded={succeeded} />
    </AuthLayout>
  );
}
