import { describe, expect, it } from 'vitest';
import { stateForCoordinates } from './stateBoxes.js';

describe('the coordinate-to-state table', () => {
  it.each([
    [19.05, 72.85, 'Maharashtra'], // Mumbai box
    [18.52, 73.85, 'Maharashtra'], // Pune box
    [28.61, 77.2, 'Delhi'],
    [12.97, 77.59, 'Karnataka'],
    [13.08, 80.27, 'Tamil Nadu'],
    [17.38, 78.48, 'Telangana'],
    [22.57, 88.36, 'West Bengal'],
    [23.02, 72.57, 'Gujarat'],
    [26.91, 75.78, 'Rajasthan'],
    [26.85, 80.94, 'Uttar Pradesh'],
    [25.6, 85.1, 'Bihar'],
    [23.99, 85.4, 'Jharkhand'],
  ])('(%d, %d) is in %s', (lat, lon, state) => {
    expect(stateForCoordinates(lat, lon)).toBe(state);
  });

  it.each([
    [null, 77.2],
    [28.6, undefined],
    [0, 77.2],
    [28.6, 0],
    [15.0, 65.0], // the Arabian Sea
    [51.5, -0.12], // London
  ])('answers nothing for (%s, %s)', (lat, lon) => {
    expect(stateForCoordinates(lat, lon)).toBeUndefined();
  });
});
