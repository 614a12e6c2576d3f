/**
 * The spec's coordinate-to-state table: boxes checked in order, the first
 * match wins. The fallback when no gazetteer place is near.
 */
const STATE_BOXES: ReadonlyArray<{ state: string; lat: [number, number]; lon: [number, number] }> = [
  { state: 'Maharashtra', lat: [18.8, 19.3], lon: [72.7, 73.2] }, // Mumbai area
  { state: 'Maharashtra', lat: [18.4, 18.6], lon: [73.7, 74.0] }, // Pune area
  { state: 'Delhi', lat: [28.4, 28.9], lon: [76.8, 77.4] },
  { state: 'Karnataka', lat: [12.8, 13.2], lon: [77.4, 77.8] },
  { state: 'Tamil Nadu', lat: [12.9, 13.2], lon: [80.1, 80.3] },
  { state: 'Telangana', lat: [17.2, 17.6], lon: [78.2, 78.6] },
  { state: 'West Bengal', lat: [22.4, 22.8], lon: [88.2, 88.5] },
  { state: 'Gujarat', lat: [22.9, 23.1], lon: [72.4, 72.7] },
  { state: 'Rajasthan', lat: [26.7, 27.0], lon: [75.6, 76.0] },
  { state: 'Uttar Pradesh', lat: [26.7, 27.0], lon: [80.8, 81.2] },
  { state: 'Bihar', lat: [25.5, 25.7], lon: [85.0, 85.3] },
  { state: 'Jharkhand', lat: [23.9, 24.1], lon: [85.3, 85.5] },
];

/** Nothing when either value is missing or falsy (as the spec says, 0 included) or when no box matches. */
export function stateForCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
) {
  if (!latitude || !longitude) return undefined;
  const box = STATE_BOXES.find(
    (b) => latitude >= b.lat[0] && latitude <= b.lat[1] && longitude >= b.lon[0] && longitude <= b.lon[1],
  );
  return box?.state;
}
