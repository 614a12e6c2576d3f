/**
 * A reporter's reason as the screens show it: in quotes, as they wrote it,
 * or 'No reason given' (in quotes, 'none' would read as their own words).
 */
export function reportReason(reason: string | null | undefined): string {
  const text = reason?.trim();
  return text ? `Reason: “${text}”` : 'No reason given';
}
