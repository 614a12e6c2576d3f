/**
 * An online reverse geocoder speaking Nominatim's `/reverse?format=jsonv2`
 * (OpenStreetMap's own, or a self-hosted one), asked only when configured
 * (REVERSE_GEOCODER_URL) and only when our own data found no neighbourhood.
 * It is a third party: a slow or failing answer is skipped, never an error.
 */
export interface OnlinePlace {
  area: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export type OnlineGeocoder = (latitude: number, longitude: number) => Promise<OnlinePlace | null>;

export function nominatimGeocoder(baseUrl: string, timeoutMs = 3_000): OnlineGeocoder {
  return async (latitude, longitude) => {
    const url = new URL('reverse', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(latitude),
      lon: String(longitude),
      'accept-language': 'en',
      zoom: '16',
    }).toString();
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': 'Mohalla reverse geocoding (server side)' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const { address } = (await response.json()) as { address?: Record<string, string> };
      if (!address) return null;
      return {
        area: address.suburb ?? address.neighbourhood ?? address.quarter ?? null,
        city: address.city ?? address.town ?? address.village ?? address.county ?? null,
        state: address.state ?? null,
        country: address.country ?? null,
      };
    } catch {
      return null;
    }
  };
}
