import type { PostQuery } from './port.js';
import type { ParsedQuery, QueryWord } from './query.js';
import { fold } from './text.js';
import { normalizeInstant } from './validation.js';

type Clause = Record<string, unknown>;

const match = (field: string, word: string, boost: number, extra: Clause = {}): Clause => ({
  match: { [field]: { query: word, boost, ...extra } },
});

/**
 * One query word, the same rules as `query.ts`'s `matchKind`: exact on the
 * folded fields, same Porter stem on `.en`, prefix on `.prefix` (edge n-grams,
 * last word only), one edit on the folded fields for 4+ letters. Title
 * clauses weigh twice the content's.
 */
function wordClause(word: QueryWord): Clause {
  const should: Clause[] = [];
  for (const [field, weight] of [
    ['title', 2],
    ['content', 1],
  ] as const) {
    should.push(match(field, word.word, weight));
    should.push(match(`${field}.en`, word.word, 0.9 * weight));
    if (word.prefix) should.push(match(`${field}.prefix`, word.word, 0.7 * weight));
    if (word.fuzzy) {
      should.push(
        match(field, word.word, 0.6 * weight, {
          fuzziness: 1,
          prefix_length: 0,
          max_expansions: 50,
          fuzzy_transpositions: true,
        }),
      );
    }
  }
  return { bool: { should, minimum_should_match: 1 } };
}

export function postFilters(query: PostQuery): Clause[] {
  const filters: Clause[] = [{ term: { live: true } }];
  if (query.areaId !== undefined) filters.push({ term: { areaId: query.areaId } });
  if (query.type !== undefined) filters.push({ term: { type: query.type } });
  if (query.from !== undefined)
    filters.push({ range: { createdAt: { gte: normalizeInstant(query.from, 'from') } } });
  if (query.authorAlias !== undefined) filters.push({ term: { authorKey: fold(query.authorAlias.trim()) } });
  return filters;
}

/** Words must match (all but one in four); an exact title, then a title phrase, add to the score. */
export function postQuery(parsed: ParsedQuery, query: PostQuery): Clause {
  return {
    bool: {
      must: [{ bool: { should: parsed.words.map(wordClause), minimum_should_match: parsed.required } }],
      should: [
        { term: { titleKey: { value: parsed.key, boost: 1000 } } },
        ...(parsed.words.length > 1 ? [{ match_phrase: { title: { query: parsed.key, boost: 3 } } }] : []),
      ],
      filter: postFilters(query),
    },
  };
}

export function placeQuery(words: string[], fuzzyMinLength: number): Clause {
  return {
    bool: {
      must: words.map((word) => ({
        bool: {
          should: [
            match('words.prefix', word, 1),
            ...([...word].length >= fuzzyMinLength
              ? [match('words', word, 1, { fuzziness: 1, max_expansions: 50 })]
              : []),
          ],
          minimum_should_match: 1,
        },
      })),
      filter: [{ term: { live: true } }],
    },
  };
}
