/**
 * The chat's clock: 12-hour, minutes padded, no leading zero on the hour,
 * like '3:05 PM' (spec section 9), in the viewer's own time zone. Written out
 * rather than left to `toLocaleTimeString`, whose output differs by locale
 * (e.g. 'pm', or a 24-hour clock).
 */
export function formatChatTime(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
