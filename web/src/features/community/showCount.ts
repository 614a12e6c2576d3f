/** A live number as the community panels show it: a dash until it is known. */
export const showCount = (n: number | undefined) => (n === undefined ? '—' : String(n));
