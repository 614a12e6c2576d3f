import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { identityKeys } from '../api/identityKeys';
import { SocialSignIn } from './SocialSignIn';

describe("'Continue with Google' (issue 21 point 7)", () => {
  it('is a link to the server when Google is configured', async () => {
    fakeApi({ 'GET /api/auth/providers': { body: { google: true } } });
    renderWithProviders(<SocialSignIn returnTo="/area/1" />);
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe(
      `/api/auth/google/start?returnTo=${encodeURIComponent('/area/1')}`,
    );
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('is not shown at all when Google is not configured: no disabled button, no note, no divider', async () => {
    fakeApi({ 'GET /api/auth/providers': { body: { google: false } } });
    const { container, queryClient } = renderWithProviders(<SocialSignIn returnTo="/" />);
    // Judged once the server's answer is in, not while it is still being asked.
    await waitFor(() => expect(queryClient.getQueryState(identityKeys.providers())?.status).toBe('success'));
    expect(container.textContent).toBe('');
    expect(screen.queryByText(/Continue with Google/)).toBeNull();
    expect(screen.queryByText(/not set up on this server/)).toBeNull();
  });
});
