import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { detectLocation } from '../detectLocation';
import { LocationError } from '../geolocation';
import { useGeolocationPermission } from '../hooks/useGeolocationPermission';
import { LocationContext, type LocationState } from '../locationContext';
import type { DetectedLocation, SelectedCity } from '../types';

/**
 * Holds where the person is for the whole app, in memory only: coordinates
 * are never written to storage, and they only ever travel to our own server.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const permission = useGeolocationPermission();
  const [location, setLocation] = useState<DetectedLocation | null>(null);
  const [status, setStatus] = useState<LocationState['status']>('idle');
  const [error, setError] = useState<LocationError | null>(null);
  const [selectedCity, setSelectedCity] = useState<SelectedCity | null>(null);
  const inFlight = useRef<Promise<DetectedLocation> | null>(null);

  const detect = useCallback(() => {
    // One detection at a time: a second press joins the running one.
    if (inFlight.current) return inFlight.current;
    setStatus('detecting');
    setError(null);
    const run = detectLocation()
      .then((detected) => {
        setLocation(detected);
        setStatus('detected');
        return detected;
      })
      .catch((cause: unknown) => {
        const failure = cause instanceof LocationError ? cause : new LocationError('lookup', String(cause));
        // The spec logs location failures; the screens offer a way forward instead.
        console.warn(`Location detection failed (${failure.code}): ${failure.message}`);
        setError(failure);
        setStatus('failed');
        throw failure;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, []);

  const setManualLocation = useCallback((manual: DetectedLocation) => {
    setLocation(manual);
    setStatus('detected');
    setError(null);
  }, []);

  const value = useMemo<LocationState>(
    () => ({
      location,
      status,
      error,
      permission,
      selectedCity,
      detect,
      setManualLocation,
      selectCity: setSelectedCity,
    }),
    [location, status, error, permission, selectedCity, detect, setManualLocation],
  );

  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
