/**
 * The spec's six avatar gradients. An alias always gets the same one (the sum
 * of its character codes picks it), so a neighbour is recognisable at a glance
 * without a name or a picture.
 */
export const AVATAR_GRADIENTS = [
  'linear-gradient(135deg, #f97316, #c2410c)',
  'linear-gradient(135deg, #14b8a6, #0f766e)',
  'linear-gradient(135deg, #8b5cf6, #6d28d9)',
  'linear-gradient(135deg, #ec4899, #be185d)',
  'linear-gradient(135deg, #3b82f6, #1d4ed8)',
  'linear-gradient(135deg, #84cc16, #4d7c0f)',
] as const;

/** Index into AVATAR_GRADIENTS: the sum of the alias's UTF-16 code units, modulo 6. */
export function gradientIndex(alias: string): number {
  let sum = 0;
  for (let i = 0; i < alias.length; i++) sum += alias.charCodeAt(i);
  return sum % AVATAR_GRADIENTS.length;
}

export function avatarGradient(alias: string): string {
  return AVATAR_GRADIENTS[gradientIndex(alias)] ?? AVATAR_GRADIENTS[0];
}

/** The avatar's letter: the alias's first character (names and emails never reach the client). */
export function avatarInitial(alias: string): string {
  return (Array.from(alias.trim())[0] ?? '?').toUpperCase();
}
