import { type AreaDto, type PostSearchHit, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';

type Place = Pick<PostSearchHit, 'area' | 'city'>;

/**
 * Where each found post is from, named as the areas read model names it now
 * (an area carries its city's name and state): one lookup by ids for a whole
 * page, so a renamed area shows its new name and the index stores no names.
 */
export function placesOfPosts(readStore: ReadStore) {
  const areas = readStore.collection<AreaDto>(ReadModels.areas);
  return async (areaIds: readonly string[]): Promise<Map<string, Place>> => {
    const wanted = [...new Set(areaIds)];
    const found = wanted.length === 0 ? [] : await areas.find({ _id: { in: wanted } });
    return new Map(
      found.map((area) => [
        area._id,
        {
          area: { id: area._id, name: area.name },
          city: { id: area.city._id, name: area.city.name, state: area.city.state },
        },
      ]),
    );
  };
}
