import type { DetectedLocation, SelectedCity } from './types';

// The spec's wording for a place whose state is not known.
export const UNKNOWN_STATE = 'Unknown State';

/** Header text for a detected location or a picked city: 'Maharashtra · Mumbai'. */
export function formatPlaceHeader(place: DetectedLocation | SelectedCity): string {
  const city = 'city' in place ? place.city : place.name;
  const state = place.state?.trim() || UNKNOWN_STATE;
  return `${state} · ${city}`;
}

/** Four decimals, as the spec shows coordinates (about 11 m). */
export function formatCoordinate(value: number | undefined): string {
  return value === undefined ? '—' : value.toFixed(4);
}
