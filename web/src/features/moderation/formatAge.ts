/** How long ago, short: '45 s', '12 min', '3 h', '2 d'. */
export function formatAge(from: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A moment as an Indian reader writes it: '21 Nov 2025, 3:05:12 pm'. */
export function formatMoment(at: string): string {
  return new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });
}
