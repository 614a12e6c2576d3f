/**
 * The area a search looks in by default: the last area page the person
 * opened (the one they came from, or last chose), kept in this browser so
 * it survives a reload. Storage may be unavailable (private modes, blocked):
 * then there is no default and searches cover every area.
 */
const KEY = 'mohalla.searchArea';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rememberSearchArea(areaId: string): void {
  try {
    if (UUID.test(areaId)) localStorage.setItem(KEY, areaId);
  } catch {
    // Not remembered: searches keep covering every area.
  }
}

export function rememberedSearchArea(): string | undefined {
  try {
    const areaId = localStorage.getItem(KEY);
    return areaId !== null && UUID.test(areaId) ? areaId : undefined;
  } catch {
    return undefined;
  }
}

/** An area id as the address may carry it (`area=<id>`); anything else is not an area. */
export const isAreaId = (value: string | null): value is string => value !== null && UUID.test(value);
