import { createContext } from 'react';
import type { LocationError } from './geolocation';
import type { DetectedLocation, PermissionStatus, SelectedCity } from './types';

export interface LocationState {
  /** The last detected (or manually set) location; null until there is one. */
  location: DetectedLocation | null;
  status: 'idle' | 'detecting' | 'detected' | 'failed';
  error: LocationError | null;
  permission: PermissionStatus;
  selectedCity: SelectedCity | null;
  /** Runs detection (concurrent calls share one). Rejects with a LocationError. */
  detect(): Promise<DetectedLocation>;
  setManualLocation(location: DetectedLocation): void;
  selectCity(city: SelectedCity): void;
}

export const LocationContext = createContext<LocationState | null>(null);
