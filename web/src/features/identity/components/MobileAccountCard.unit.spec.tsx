import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { aUser } from '../../../testing/users';
import { MobileAccountCard } from './MobileAccountCard';

function signedInAs(user: ReturnType<typeof aUser>) {
  fakeApi({ 'GET /api/auth/session': { body: { user } } });
  return renderWithProviders(<MobileAccountCard />);
}

const avatarOf = (name: string) =>
  screen.getByText(name).closest('div')?.querySelector('[aria-hidden="true"]')?.textContent;

describe("the phone menu's account card (issue 21 point 7)", () => {
  it("draws the initial of the full name it shows, not of a different display name's", async () => {
    signedInAs(aUser({ firstName: 'Meera', lastName: 'Iyer', userName: 'chai lover' }));
    await screen.findByText('Meera Iyer');
    expect(avatarOf('Meera Iyer')).toBe('M');
  });

  it("falls back to the display name's initial beside 'Welcome back!' when there is no full name", async () => {
    signedInAs(aUser({ firstName: '', lastName: '', userName: 'chai lover' }));
    await screen.findByText('Welcome back!');
    expect(avatarOf('Welcome back!')).toBe('C');
  });
});
