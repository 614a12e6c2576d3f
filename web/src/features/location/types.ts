/**
 * Where the person is, as far as Mohalla knows. `area` is a neighbourhood
 * name; `areaId`/`cityId` are set when the server matched places Mohalla
 * already has. Coordinates are only present for a device-detected location.
 */
export interface DetectedLocation {
  city: string;
  state: string | null;
  country: string | null;
  area: string | null;
  areaId: string | null;
  cityId: string | null;
  latitude?: number;
  longitude?: number;
  source: 'device' | 'manual';
}

/** A city the person picked in the chooser; the header shows it when not on an area page. */
export interface SelectedCity {
  name: string;
  state: string;
}

export type PermissionStatus = 'prompt' | 'granted' | 'denied';
