/**
 * Index settings and mappings. One shard: the indexes are small (a city's
 * posts), and one shard keeps BM25 statistics, hence ranking, exact.
 * `refresh_interval` is set explicitly so a search-idle shard still refreshes
 * every second and `refresh: wait_for` writes return within about a second.
 */
const wordPattern = '[^\\p{L}\\p{N}\\p{M}]+';

export function indexSettings(replicas: number) {
  return {
    number_of_shards: 1,
    number_of_replicas: replicas,
    refresh_interval: '1s',
    analysis: {
      char_filter: {
        // Decomposed accents (e + U+0301); asciifolding handles precomposed ones.
        strip_accents: { type: 'pattern_replace', pattern: '[\\u0300-\\u036F]', replacement: '' },
      },
      tokenizer: {
        // The same words as text.ts: runs of letters, digits and marks.
        words: { type: 'pattern', pattern: wordPattern },
      },
      filter: {
        prefix_2_20: { type: 'edge_ngram', min_gram: 2, max_gram: 20 },
        prefix_1_20: { type: 'edge_ngram', min_gram: 1, max_gram: 20 },
      },
      analyzer: {
        folded: {
          type: 'custom',
          char_filter: ['strip_accents'],
          tokenizer: 'words',
          filter: ['lowercase', 'asciifolding'],
        },
        stemmed: {
          type: 'custom',
          char_filter: ['strip_accents'],
          tokenizer: 'words',
          filter: ['lowercase', 'asciifolding', 'porter_stem'],
        },
        post_prefixes: {
          type: 'custom',
          char_filter: ['strip_accents'],
          tokenizer: 'words',
          filter: ['lowercase', 'asciifolding', 'prefix_2_20'],
        },
        place_prefixes: {
          type: 'custom',
          char_filter: ['strip_accents'],
          tokenizer: 'words',
          filter: ['lowercase', 'asciifolding', 'prefix_1_20'],
        },
      },
    },
  };
}

const text = (prefixAnalyzer: string) => ({
  type: 'text',
  analyzer: 'folded',
  fields: {
    en: { type: 'text', analyzer: 'stemmed' },
    prefix: { type: 'text', analyzer: prefixAnalyzer, search_analyzer: 'folded' },
  },
});

/** `live: false` marks a tombstone, which keeps only its id and its version (the log position). */
export const postMappings = {
  dynamic: 'strict',
  properties: {
    live: { type: 'boolean' },
    id: { type: 'keyword' },
    areaId: { type: 'keyword' },
    cityId: { type: 'keyword' },
    type: { type: 'keyword' },
    topicId: { type: 'keyword' },
    authorAlias: { type: 'keyword', index: false },
    authorKey: { type: 'keyword' },
    titleKey: { type: 'keyword' },
    createdAt: { type: 'date' },
    upvotes: { type: 'integer' },
    replyCount: { type: 'integer' },
    title: text('post_prefixes'),
    content: text('post_prefixes'),
  },
} as const;

export const placeMappings = {
  dynamic: 'strict',
  properties: {
    live: { type: 'boolean' },
    id: { type: 'keyword' },
    typeRank: { type: 'integer' },
    nameKey: { type: 'keyword' },
    words: {
      type: 'text',
      analyzer: 'folded',
      fields: { prefix: { type: 'text', analyzer: 'place_prefixes', search_analyzer: 'folded' } },
    },
    place: { type: 'object', enabled: false },
  },
} as const;
