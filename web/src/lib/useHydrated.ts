import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates HTML the build prerendered (the markup a phone
 * painted before the script arrived), true from then on and in any page the
 * app rendered itself. A control that needs the script (a button that runs
 * code, unlike a link) can be disabled in the HTML until it works, so an
 * early tap is not lost silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
