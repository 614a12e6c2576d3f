import type { PostDocument, PostType } from '@mohalla/infra';
import { seededRandom } from '../../test/support/seededRandom.js';
import {
  ADJECTIVES,
  ALIAS_WORDS,
  FOODS,
  ITEMS,
  PLACES,
  SENTENCES,
  SERVICES,
  TIMES,
  TITLES,
} from './corpusData.js';

// Seeded, so every run indexes the same corpus.
export { seededRandom };

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const TYPES: readonly PostType[] = ['ask', 'experience', 'alert', 'tip'];
/** The corpus spans the year before this instant. */
export const CORPUS_END = Date.parse('2026-06-30T18:30:00.000Z');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function hexId(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export interface CorpusArea {
  areaId: string;
  cityId: string;
  name: string;
  landmarks: readonly string[];
  /** Aliases of the residents who post here (aliases differ per area). */
  aliases: string[];
}

/** Every area of the word lists, with ids and a few dozen residents each. */
export function corpusAreas(random: Random): CorpusArea[] {
  return PLACES.flatMap((place) => {
    const cityId = hexId(random);
    return place.areas.map((name) => ({
      areaId: hexId(random),
      cityId,
      name,
      landmarks: place.landmarks,
      aliases: Array.from(
        { length: 40 },
        () =>
          `${pick(random, ALIAS_WORDS.adjectives)} ${pick(random, ALIAS_WORDS.nouns)} ${10 + Math.floor(random() * 90)}`,
      ),
    }));
  });
}

/** A sentence of `min` to `max` words drawn by Zipf's law, capitalised and full-stopped. */
function freeSentence(random: Random, word: () => string, min: number, max: number): string {
  const length = min + Math.floor(random() * (max - min + 1));
  const text = Array.from({ length }, word).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/**
 * A realistic post: a title from its type's templates (or, half the time,
 * a few words of the vocabulary) and a mix of template sentences, filled
 * with the area's own name and landmarks, services, food and Hinglish, and
 * free sentences drawn by Zipf's law from the bench's vocabulary (`word`),
 * so the corpus has tens of thousands of distinct words with a natural long
 * tail. Areas early in the list get more posts, as some neighbourhoods are
 * busier than others.
 */
export function generatePost(random: Random, areas: readonly CorpusArea[], word: () => string): PostDocument {
  const area = areas[Math.floor(random() ** 1.5 * areas.length)]!;
  const type = pick(random, TYPES);
  const slots = {
    area: area.name,
    landmark: pick(random, area.landmarks),
    service: pick(random, SERVICES),
    food: pick(random, FOODS),
    item: pick(random, ITEMS),
    adj: pick(random, ADJECTIVES),
    time: pick(random, TIMES),
  };
  const sentences = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
    random() < 0.5 ? pick(random, SENTENCES)(slots) : `${freeSentence(random, word, 5, 16)}.`,
  );
  const title = random() < 0.5 ? pick(random, TITLES[type])(slots) : freeSentence(random, word, 3, 8);
  return {
    id: hexId(random),
    areaId: area.areaId,
    cityId: area.cityId,
    type,
    title,
    content: sentences.join(' '),
    authorAlias: pick(random, area.aliases),
    createdAt: new Date(CORPUS_END - Math.floor(random() * YEAR_MS)).toISOString(),
    upvotes: Math.floor(random() ** 3 * 60),
    replyCount: Math.floor(random() ** 3 * 25),
  };
}
