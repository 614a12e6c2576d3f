import type { LanguageList } from '../types.js';

/**
 * Keyword filter, category ADULT (severity high: the post goes to review, it
 * is not blocked).
 *
 * Matching is a case-insensitive SUBSTRING test, so every entry is chosen so
 * that no common innocent word contains it: bare 'sex' (Sussex, Essex,
 * sextant), 'nude' (nude lipstick), 'naked' (the naked eye), 'horny'
 * (thorny), 'stripper' (wire stripper), 'xxx' (masked phone numbers like
 * 98xxxxxx21), 'hookup' (gas or cable hook-ups) and 'nangi' (the surname
 * Nangia) only appear inside phrases that are unambiguous. Entries are
 * lower-case and no entry contains another entry of this list, so each match
 * counts once.
 */
export const ADULT_KEYWORDS: LanguageList = {
  english: [
    'porn',
    'xxx video',
    'xxx movie',
    'xxx photo',
    'nudes',
    'nude photo',
    'nude pic',
    'nude video',
    'nude selfie',
    'naked photo',
    'naked pic',
    'naked video',
    'sex video',
    'sex chat',
    'sex tape',
    'sex power',
    'sexting',
    'sexy',
    'casual hookup',
    'hookup tonight',
    'looking for hookup',
    'one night stand',
    'friends with benefits',
    'escort service',
    'escort agency',
    'call girl',
    'callgirl',
    'onlyfans',
    'blowjob',
    'handjob',
    'boobs',
    'dick pic',
    'erotic',
    'fetish',
    'camgirl',
    'strip club',
    'feeling horny',
    'milf',
    'hentai',
    'nsfw',
    'body to body massage',
    'happy ending massage',
    'adult video',
    'adult chat',
  ],
  hinglish: [
    'chudai',
    'chudayi',
    'nangi photo',
    'nangi video',
    'nangi ladki',
    'nanga video',
    'blue film',
    'desi mms',
    'mms leak',
    'mms video',
    'hot bhabhi',
    'garam bhabhi',
    'garam ladki',
    'ashleel video',
    'ashleel photo',
    'gandi video',
    'gandi baatein',
    'mardana taqat',
    'mardana takat',
    'mardana kamzori',
    'ling bada',
  ],
  devanagari: ['सेक्स', 'चुदाई', 'नंगी फोटो', 'नंगी वीडियो', 'अश्लील', 'ब्लू फिल्म', 'पोर्न', 'मर्दाना ताकत'],
};
