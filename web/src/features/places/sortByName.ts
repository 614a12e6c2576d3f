/** Cities or areas in alphabetical order, as an Indian English reader expects; for a query's `select`. */
export const sortByName = <T extends { name: string }>(list: T[]): T[] =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
