import { useContext } from 'react';
import { LocationContext, type LocationState } from '../locationContext';

/** The detected location and how to detect it. Requires `<LocationProvider>` (in RootLayout). */
export function useLocationState(): LocationState {
  const state = useContext(LocationContext);
  if (!state) throw new Error('useLocationState must be used inside <LocationProvider>');
  return state;
}
