import { assertFieldPath } from './fieldPath.js';
import type { Filter, FindOptions, NumberRange, Scalar } from './port.js';

/**
 * Compiles port filters and sorts to SQL over a `doc` JSON column. Paths are
 * validated and inlined (so expression indexes on the same `json_extract`
 * text can serve them); values are always bound parameters.
 */
export type SqlParam = string | number;

export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

/** The expression an index and a query must share verbatim for SQLite to use the index. */
export function fieldExpression(path: string): string {
  return assertFieldPath(path) === '_id' ? '_id' : `json_extract(doc, '$.${path}')`;
}

function typeExpression(path: string): string {
  return `json_type(doc, '$.${path}')`;
}

/**
 * One scalar class at a time: json_extract turns booleans into 0/1 and
 * objects into JSON text, so the JSON type is checked as well to keep
 * `true` from equalling `1` and a string from equalling an object's text.
 * That text always starts with `{` or `[`, so a string that does not (an
 * id, a status) needs no check: it would parse every candidate row's
 * document once more, about half of what an indexed page costs SQLite.
 */
function scalarsCondition(path: string, values: readonly Scalar[]): string[] {
  const expr = fieldExpression(path);
  const strings = values.filter((v): v is string => typeof v === 'string');
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const booleans = values.filter((v): v is boolean => typeof v === 'boolean');
  const parts: string[] = [];
  const list = (n: number) => (n === 1 ? '= ?' : `IN (${Array.from({ length: n }, () => '?').join(', ')})`);
  if (strings.length > 0) {
    const couldBeJsonText = strings.some((s) => s.startsWith('{') || s.startsWith('['));
    parts.push(
      expr === '_id' || !couldBeJsonText
        ? `${expr} ${list(strings.length)}`
        : `(${expr} ${list(strings.length)} AND ${typeExpression(path)} = 'text')`,
    );
  }
  if (numbers.length > 0) {
    parts.push(`(${expr} ${list(numbers.length)} AND ${typeExpression(path)} IN ('integer', 'real'))`);
  }
  if (booleans.length > 0) {
    parts.push(`${typeExpression(path)} IN (${[...new Set(booleans)].map((b) => `'${b}'`).join(', ')})`);
  }
  // Like MongoDB, null matches a missing field as well as an explicit null.
  if (values.includes(null)) parts.push(`${expr} IS NULL`);
  return parts;
}

function boundValues(values: readonly Scalar[]): SqlParam[] {
  return [
    ...values.filter((v): v is string => typeof v === 'string'),
    ...values.filter((v): v is number => typeof v === 'number'),
  ];
}

export function compileFilter(filter: Filter = {}): SqlFragment {
  const clauses: string[] = [];
  const params: SqlParam[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (isRange(condition)) {
      const range = compileRange(path, condition);
      clauses.push(range.sql);
      params.push(...range.params);
      continue;
    }
    const values: readonly Scalar[] =
      condition !== null && typeof condition === 'object'
        ? (condition as { in: readonly Scalar[] }).in
        : [condition];
    for (const value of values) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new Error(`ReadStore: cannot filter ${path} on ${value}`);
      }
    }
    const parts = scalarsCondition(path, values);
    clauses.push(parts.length === 0 ? '0' : parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`);
    params.push(...boundValues(values));
  }
  return { sql: clauses.length === 0 ? '1' : clauses.join(' AND '), params };
}

export function isRange(condition: Filter[string]): condition is NumberRange {
  return condition !== null && typeof condition === 'object' && !('in' in condition);
}

/**
 * Ranges match numbers only, which a collation never changes; comparing
 * under NOCASE lets an index's sort key (NOCASE, see `indexColumns`) bound
 * the range, as a page cursor needs.
 */
function compileRange(path: string, range: NumberRange): SqlFragment {
  const parts = [`${typeExpression(path)} IN ('integer', 'real')`];
  const params: SqlParam[] = [];
  for (const [op, bound] of [
    ['<', range.lt],
    ['>', range.gt],
  ] as const) {
    if (bound === undefined) continue;
    if (!Number.isFinite(bound)) throw new Error(`ReadStore: cannot filter ${path} on ${bound}`);
    parts.push(`${fieldExpression(path)} COLLATE NOCASE ${op} ?`);
    params.push(bound);
  }
  return { sql: `(${parts.join(' AND ')})`, params };
}

/**
 * Every key under NOCASE, as the port asks of strings; an index serves the
 * sort when its sort keys carry the same collation and directions (see
 * `indexColumns`). `_id` comes last so equal keys (and skip/limit pages)
 * keep a stable order.
 */
export function compileSort(sort: FindOptions['sort'] = []): string {
  const keys = sort.map(([path, direction]) => {
    if (direction !== 'asc' && direction !== 'desc') throw new Error(`ReadStore: invalid sort direction`);
    return `${fieldExpression(path)} COLLATE NOCASE ${direction === 'asc' ? 'ASC' : 'DESC'}`;
  });
  return [...keys, '_id ASC'].join(', ');
}

export function compilePage(options: FindOptions = {}): SqlFragment {
  const limit = options.limit ?? -1;
  const skip = options.skip ?? 0;
  for (const n of [options.limit, options.skip]) {
    if (n !== undefined && (!Number.isInteger(n) || n < 0)) {
      throw new Error(`ReadStore: limit and skip must be non-negative integers`);
    }
  }
  return { sql: 'LIMIT ? OFFSET ?', params: [limit, skip] };
}
