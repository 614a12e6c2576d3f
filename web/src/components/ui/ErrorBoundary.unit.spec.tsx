import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

/** A part that fails while `chatState.failing` is set. */
const chatState = { failing: true };
function Chat() {
  if (chatState.failing) throw new Error('socket state unreadable');
  return <p>Chat is back</p>;
}

describe('ErrorBoundary', () => {
  it('shows a readable message instead of the failed part, and Try again draws it afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary title="The chat could not be shown">
          <Chat />
        </ErrorBoundary>
        <p>Threads still here</p>
      </>,
    );

    expect(screen.getByRole('alert').textContent).toContain('The chat could not be shown');
    expect(screen.getByText('Threads still here')).toBeTruthy();

    chatState.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Chat is back')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
