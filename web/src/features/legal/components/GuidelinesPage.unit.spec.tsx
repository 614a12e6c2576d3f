import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ENCOURAGED, NOT_ALLOWED } from '../guidelinesContent';
import { GuidelinesPage } from './GuidelinesPage';

describe('GuidelinesPage', () => {
  it('lists what is not allowed and what is encouraged, each rule led by its label as a sentence', () => {
    render(
      <MemoryRouter>
        <GuidelinesPage />
      </MemoryRouter>,
    );

    for (const [heading, rules] of [
      ["What's Not Allowed", NOT_ALLOWED],
      ["What's Encouraged", ENCOURAGED],
    ] as const) {
      const list = screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        rules.map(([label, text]) => `${label}. ${text}`),
      );
    }
  });
});
