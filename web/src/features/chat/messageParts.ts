import { OWN_FILE_URL } from '@mohalla/contracts';

export interface MessageParts {
  text: string;
  /** Files uploaded here, from the message's own lines ('Add to Message') and its attachments. */
  files: { url: string; kind: 'image' | 'video' }[];
}

const IMAGE = /\.(jpg|png|gif|webp)$/;

/**
 * Splits a message into its words and its files: 'Add to Message' puts each
 * uploaded file's URL on a line of its own, and such a line shows as the file.
 * Only URLs of files uploaded here are treated so; anything else stays text.
 */
export function messageParts(content: string, attachments: readonly string[] = []): MessageParts {
  const text: string[] = [];
  const urls: string[] = [];
  for (const line of content.split('\n')) {
    const trimmed = line.trim();
    if (OWN_FILE_URL.test(trimmed)) urls.push(trimmed);
    else text.push(line);
  }
  const files = [...new Set([...urls, ...attachments])]
    .filter((url) => OWN_FILE_URL.test(url))
    .map((url) => ({ url, kind: IMAGE.test(url) ? ('image' as const) : ('video' as const) }));
  return { text: text.join('\n').trim(), files };
}

/** The message text with the files' URLs appended, one per line. */
export function appendFileUrls(text: string, urls: readonly string[]): string {
  if (urls.length === 0) return text;
  const base = text.replace(/\s+$/, '');
  return [base, ...urls].filter((line) => line !== '').join('\n');
}
