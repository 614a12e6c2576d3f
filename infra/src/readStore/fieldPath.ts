/**
 * Names that end up inside query text (SQL identifiers, JSON paths, Mongo
 * field paths) are checked against one strict pattern, so a hostile filter key
 * can never change a statement: values are always bound, names never are.
 */
const SEGMENT = '[A-Za-z_][A-Za-z0-9_]*';
const FIELD_PATH = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*$`);
const TOP_LEVEL_FIELD = new RegExp(`^${SEGMENT}$`);
// Starts with a letter so a read model can never collide with the adapters' own tables/collections.
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
// Mongo adapter bookkeeping fields; a read model using them would corrupt its guards.
const RESERVED = new Set(['_position', '_deleted']);

export function assertFieldPath(path: string): string {
  if (!FIELD_PATH.test(path) || path.split('.').some((s) => RESERVED.has(s))) {
    throw new Error(`ReadStore: invalid field path ${JSON.stringify(path)}`);
  }
  return path;
}

export function assertTopLevelField(field: string): string {
  if (!TOP_LEVEL_FIELD.test(field) || field === '_id' || RESERVED.has(field)) {
    throw new Error(`ReadStore: invalid field to set ${JSON.stringify(field)}`);
  }
  return field;
}

export function assertCollectionName(name: string): string {
  if (!COLLECTION_NAME.test(name)) {
    throw new Error(`ReadStore: invalid collection name ${JSON.stringify(name)}`);
  }
  return name;
}

/** Patch fields without `undefined` values, which JSON (and so both stores) cannot hold. */
export function definedEntries(fields: object): Array<[string, unknown]> {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => [assertTopLevelField(field), value]);
}
