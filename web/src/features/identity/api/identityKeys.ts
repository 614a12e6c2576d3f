/** Query keys of the identity feature. */
export const identityKeys = {
  all: ['identity'] as const,
  currentUser: () => [...identityKeys.all, 'currentUser'] as const,
  providers: () => [...identityKeys.all, 'providers'] as const,
};
