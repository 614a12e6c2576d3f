import { z } from 'zod';

/**
 * Text as people typed it, cleaned of what nobody can see: every text field
 * that crosses a boundary goes through `lineText` or `bodyText`, so what is
 * stored, searched, moderated and counted is what a reader sees.
 *
 * Invisible and control characters are removed, not refused: they carry
 * nothing a reader could see (a paste from a terminal or a word processor
 * brings them along innocently), and removing them leaves the visible text
 * as it was. Length limits and "must not be empty" apply after the removal,
 * so a title of nothing but control characters is refused as empty.
 */

/**
 * ANSI/VT escape sequences, whole (a bare ESC removed alone would leave
 * `[31m` behind): CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, the string
 * sequences DCS/SOS/PM/APC `ESC P|X|^|_ … ST`, two-character escapes, and
 * the 8-bit CSI (U+009B).
 */
const ANSI_ESCAPES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /\u001B\[[0-?]*[ -/]*[@-~]?|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[PX^_][^\u001B]*(?:\u001B\\)?|\u001B[ -/]*[0-~]?|\u009B[0-?]*[ -/]*[@-~]?/g;

/** Line breaks in any spelling: CRLF, CR, NEL (U+0085), LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;

/** C0 controls but tab and newline, DEL, and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A flag emoji's tag sequence (🏴 + tag letters + CANCEL TAG, the flags of
 * England, Scotland, Wales): the only use of tag characters kept. Anywhere
 * else they hide ASCII text that no reader sees.
 */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Format characters (Unicode Cf) that render nothing: bidi overrides,
 * embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069, LRM, RLM,
 * ALM), zero-width space, word joiner, BOM, soft hyphen, interlinear
 * annotation, tags. They let "gnp.exe" read as "exe.png", hide text inside a
 * word to slip past the word lists, or make two names look alike. Kept:
 * ZWNJ and ZWJ (U+200C, U+200D), which Indic scripts, Persian and Urdu need
 * to spell words and emoji need to join, and the visible prepended number
 * marks (Arabic U+0600–U+0605, U+06DD, U+0890–U+0891, U+08E2, Syriac
 * U+070F, Kaithi U+110BD, U+110CD). Also removed: the Hangul fillers, which
 * are letters that draw as blank (a name of nothing).
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: ZWNJ and ZWJ are listed one by one, to be kept
  /(?![\u200C\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])\p{Cf}|[\u115F\u1160\u3164\uFFA0]/gu;

/** A lone UTF-16 surrogate (JSON can carry one) cannot be stored as UTF-8: it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function withoutInvisible(text: string): string {
  let kept = '';
  let from = 0;
  for (const flag of text.matchAll(FLAG_TAG_SEQUENCE)) {
    kept += text.slice(from, flag.index).replace(INVISIBLE, '') + flag[0];
    from = flag.index + flag[0].length;
  }
  return kept + text.slice(from).replace(INVISIBLE, '');
}

/**
 * Text of several lines (a post's body, a reply, a chat message, a reason):
 * NFC, line breaks as LF, tabs kept, no other control, escape sequence or
 * invisible format character. Not trimmed (the schemas trim).
 */
export function normalizeBodyText(text: string): string {
  const visible = text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(ANSI_ESCAPES, '')
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS_BUT_TAB_AND_NEWLINE, '');
  return withoutInvisible(visible).normalize('NFC');
}

/**
 * Text of one line (a title, a name, an alias, a search): as
 * `normalizeBodyText`, and each line break or tab becomes a space.
 */
export function normalizeLineText(text: string): string {
  return normalizeBodyText(text).replace(/[\t\n]/g, ' ');
}

/**
 * A one-line text field: normalised (`normalizeLineText`), then trimmed.
 * Chain `.min`/`.max` for limits: they count the normalised text.
 */
export const lineText = (params?: { error?: string }) => z.string(params).overwrite(normalizeLineText).trim();

/**
 * A text field of several lines: normalised (`normalizeBodyText`), then
 * trimmed. Chain `.min`/`.max` for limits: they count the normalised text.
 */
export const bodyText = (params?: { error?: string }) => z.string(params).overwrite(normalizeBodyText).trim();
