import type { AreaDto } from '@mohalla/contracts';

// The spec's wording for a place whose state is not known.
const UNKNOWN_STATE = 'Unknown State';

function stateOf(area: AreaDto): string {
  return area.city.state.trim() || UNKNOWN_STATE;
}

/** Header location on an area page: the area's state and city, e.g. 'Maharashtra · Mumbai'. */
export function formatHeaderLocation(area: AreaDto): string {
  return `${stateOf(area)} · ${area.city.name}`;
}

/** Under the area's name: 'City, State', e.g. 'Mumbai, Maharashtra'. */
export function formatCityState(area: AreaDto): string {
  return `${area.city.name}, ${stateOf(area)}`;
}
