import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

interface ErrorBoundaryProps {
  /** What failed, as a resident would say it: 'The chat could not be shown'. */
  title: string;
  children: ReactNode;
}

/**
 * Keeps one part of a screen (the chat, the threads) from taking the whole page down
 * with it: a render error there shows a readable message and a 'Try again' that
 * draws the part afresh (failed queries included), while the rest keeps working.
 */
export function ErrorBoundary({ title, children }: ErrorBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchRenderErrors title={title} onRetry={reset}>
          {children}
        </CatchRenderErrors>
      )}
    </QueryErrorResetBoundary>
  );
}

interface CatchProps extends ErrorBoundaryProps {
  onRetry: () => void;
}

// React still catches render errors only in class components.
class CatchRenderErrors extends Component<CatchProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadFailed
        title={this.props.title}
        description="Something went wrong here. The rest of the page still works; try again, or reload the page if it keeps happening."
        onRetry={this.retry}
      />
    );
  }
}
