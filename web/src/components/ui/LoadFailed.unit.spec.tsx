import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('says what failed and why, and its button fetches again', () => {
    const onRetry = vi.fn();
    render(<LoadFailed title="Failed to load threads" description="Service Unavailable" onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load threads');
    expect(alert.textContent).toContain('Service Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits for a retry under way, and takes another label', () => {
    render(
      <LoadFailed title="Error loading messages" onRetry={() => {}} retrying compact retryLabel="Retry" />,
    );

    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
