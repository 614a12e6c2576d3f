/**
 * The moderator's decisions after hide/restore, each on its key: the report's toolbar,
 * the page's shortcuts and the on-screen legend all read this one table. `needs` is
 * what must hold first: a report still open, or a known author to act on.
 */
export const DECISION_KEYS = [
  { key: 'd', kind: 'dismiss', label: 'Dismiss report', needs: 'openReport' },
  { key: 'u', kind: 'uphold', label: 'Uphold report', needs: 'openReport' },
  { key: 'w', kind: 'warn', label: 'Warn author', needs: 'author' },
  { key: 's', kind: 'suspend', label: 'Suspend author', needs: 'author' },
] as const;
