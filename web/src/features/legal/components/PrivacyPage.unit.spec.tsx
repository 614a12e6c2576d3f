import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../legalFacts';
import { PrivacyPage } from './PrivacyPage';

function listAfter(heading: string): string[] {
  const section = screen.getByRole('heading', { name: heading });
  let next = section.nextElementSibling;
  while (next && next.tagName !== 'UL') next = next.nextElementSibling;
  return within(next as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('PrivacyPage', () => {
  it('names every cookie the server sets, not "one session cookie"', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const cookies = listAfter('Cookies and storage');
    expect(cookies.map((item) => item.split(':')[0])).toEqual(COOKIES.map(({ label }) => `${label} cookie`));
    expect(cookies.join(' ')).toContain('180 days');
    expect(document.body.textContent).not.toMatch(/one session cookie/i);
    expect(document.body.textContent).toContain("we do not keep sign-in tokens in your browser's storage");
  });

  it('keeps the product spec retention figures and says how long every kind of data stays', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const kept = listAfter('How long we keep it');
    expect(kept).toContain(
      'Chat messages: 30 days, and so is the text of a reported message that moderators see.',
    );
    expect(kept).toContain('Technical logs: 90 days.');
    expect(kept.map((item) => item.split(':')[0])).toEqual(
      expect.arrayContaining(['Posts and replies', 'Photos and videos', 'Reports and moderation decisions']),
    );
    // Moderators' removal hides; the page must not say it ends our keeping of a post.
    expect(kept.join(' ')).not.toMatch(/until they are removed by moderation/);
  });

  it('points to the account menu for a copy of your data and for deleting your account', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const rights = screen.getByRole('heading', { name: 'Your rights' }).nextElementSibling?.textContent;
    expect(rights).toContain('(Download my data)');
    expect(rights).toContain('(Delete my account) yourself from your account menu');
  });
});
