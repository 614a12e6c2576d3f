import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { aUser } from '../../../testing/users';
import { identityKeys } from '../api/identityKeys';
import { EraseAccountDialog } from './EraseAccountDialog';

const WRONG_PASSWORD = 'That password is not right.';

const problem = (status: number, code: string, detail: string): FakeAnswer => ({
  status,
  body: { type: 'about:blank', title: 'Unauthorized', status, code, detail, message: detail },
  headers: { 'Content-Type': 'application/problem+json' },
});

function openDialog({ google = false, erase }: { google?: boolean; erase: FakeAnswer }) {
  const api = fakeApi({
    'GET /api/auth/session': { body: { user: aUser() } },
    'GET /api/auth/providers': { body: { google } },
    'DELETE /api/user': erase,
  });
  const closed: boolean[] = [];
  const view = renderWithProviders(<EraseAccountDialog open onOpenChange={(open) => closed.push(!open)} />, {
    path: '/area/5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0099',
  });
  view.queryClient.setQueryData(identityKeys.currentUser(), aUser());
  return { ...view, api, closed };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
/** What a screen reader reads after the field's label: its error, then its hint. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const passwordField = () => screen.getByLabelText('Your password');
const typePassword = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("'Delete my account' (issue 16 point 2)", () => {
  it('says what erasure does and offers the copy of the data first', async () => {
    openDialog({ erase: { body: { erased: true, position: 9 } } });
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    for (const promise of [
      '‘[removed]’, by ‘Former member’',
      'uploads are deleted',
      'you cannot sign in again',
      'without your name',
      'cannot be undone',
    ])
      expect(dialog.textContent).toContain(promise);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it("keeps the dialog open with the server's sentence when the password is wrong", async () => {
    const { api, closed, router } = openDialog({
      erase: problem(401, 'AUTH.INVALID_CREDENTIALS', WRONG_PASSWORD),
    });
    typePassword(await screen.findByLabelText('Your password'), 'not-it');
    submit();

    await waitFor(() => expect(descriptionOf(passwordField())).toBe(WRONG_PASSWORD));
    expect(document.activeElement).toBe(passwordField());
    expect(screen.getByRole('dialog', { name: 'Delete my account' })).toBeTruthy();
    expect(api.sent('DELETE', '/api/user')).toEqual([
      { method: 'DELETE', path: '/api/user', body: { password: 'not-it' } },
    ]);
    expect(closed).toEqual([]);
    expect(router.state.location.pathname).not.toBe('/');
  });

  it('erases once with the password, then signs out to the landing page with a toast', async () => {
    const { api, queryClient, router } = openDialog({ erase: { body: { erased: true, position: 9 } } });
    typePassword(await screen.findByLabelText('Your password'), 'right-one');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent('DELETE', '/api/user')).toHaveLength(1);
    expect(api.sent('DELETE', '/api/user')[0]?.body).toEqual({ password: 'right-one' });
    expect(queryClient.getQueryData(identityKeys.currentUser())).toBeNull();
    expect(await screen.findByText('Account deleted')).toBeTruthy();
  });

  it('asks for the password before sending anything when Google sign-in is not offered', async () => {
    const { api } = openDialog({ erase: { body: { erased: true, position: 9 } } });
    await screen.findByLabelText('Your password');
    submit();
    expect(descriptionOf(passwordField())).toBe('Enter your password to delete your account.');
    expect(api.sent('DELETE', '/api/user')).toEqual([]);
  });

  it('lets a Google-only account send no password, and shows why the server wants a fresh sign-in', async () => {
    const fresh = 'Sign in with Google again, then delete your account within 5 minutes.';
    const { api } = openDialog({
      google: true,
      erase: problem(401, 'AUTH.REAUTHENTICATION_REQUIRED', fresh),
    });
    expect(await screen.findByText(/Only sign in with Google\?/)).toBeTruthy();
    submit();
    await waitFor(() => expect(descriptionOf(passwordField())).toContain(fresh));
    expect(api.sent('DELETE', '/api/user')[0]?.body).toEqual({});
  });
});
