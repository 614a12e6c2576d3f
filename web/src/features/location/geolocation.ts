/** The spec's geolocation options: high accuracy, 45 s time-out, never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 45_000,
  maximumAge: 0,
};

/**
 * A failed detection. `code` is the browser's (1 denied, 2 unavailable,
 * 3 time-out), 0 when geolocation is missing, or a string for the steps after
 * the browser answered (our reverse-geocoding call, an incomplete answer).
 */
export class LocationError extends Error {
  readonly code: number | 'lookup' | 'incomplete';

  constructor(code: LocationError['code'], message: string) {
    super(message);
    this.name = 'LocationError';
    this.code = code;
  }

  get denied(): boolean {
    return this.code === 1;
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** One fresh position from the browser. */
export function getBrowserPosition(): Promise<Coordinates> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.reject(new LocationError(0, 'Geolocation is not supported by this browser.'));
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new LocationError(error.code, error.message)),
      GEOLOCATION_OPTIONS,
    );
  });
}
