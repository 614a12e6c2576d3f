/**
 * The letter an avatar shows for a name: its first character (a whole one,
 * not half of an emoji or of a surrogate pair), upper-cased.
 */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}
