import type { WordConcept } from '../types.js';

/**
 * Pattern category SEXUAL (each concept that matches adds 20; any match
 * raises the risk to high).
 *
 * Explicit acts, nudity, pornography, the word 'sex' itself, and sexual
 * solicitation (hook-ups, 'call girls', spa fronts, 'mardana taqat'
 * quackery). Whole words, so 'Sussex', 'Essex' and 'sextant' never match;
 * 'sex' is NOT counted when a civic or news phrase follows it on the same
 * line ('sex ratio', 'sex education', 'sex determination', 'sex offender',
 * 'sex racket'). 'nude' alone (nude lipstick), 'naked' alone (the naked
 * eye), 'nange' (nange pair, barefoot), 'chod' (chod do, leave it), 'tits'
 * (birds) and 'happy ending' (films) are left out.
 */
export const SEXUAL_CONCEPTS: readonly WordConcept[] = [
  {
    id: 'explicit_acts',
    english: [
      'blow ?jobs?',
      'handjobs?',
      'orgasms?',
      'masturbat\\w*',
      'ejaculat\\w*',
      'threesomes?',
      '(?:anal|oral) sex',
      'sexual intercourse',
      '(?:have|having|had) sex',
    ],
    hinglish: ['chudai', 'chudayi', 'chud(?:wa|va)(?:na|ne|o|unga|ungi|ti|ta)?', 'sambhog'],
    devanagari: ['चुदाई', 'संभोग', 'हस्तमैथुन'],
    examples: ['want to have sex', 'blowjob', 'bhabhi ki chudai', 'संभोग'],
    nearMisses: ['hand job work available at the tailor shop', 'sexual harassment helpline'],
  },
  {
    id: 'nudity',
    english: [
      'nudes',
      'nude (?:pics?|photos?|videos?|selfies?|girls?|women|boys?|men)',
      'naked (?:pics?|photos?|videos?|selfies?|girls?|women|boys?|men)',
      'topless',
      'dick ?pics?',
      'boobs',
    ],
    hinglish: ['nangi (?:photo|pic|video|ladki|ladkiyan|aurat)s?', 'nanga (?:photo|video|naach)s?'],
    devanagari: ['नंगी (?:फोटो|तस्वीर|वीडियो)'],
    examples: ['send nudes', 'naked photos', 'nangi photo bhejo', 'नंगी फोटो'],
    nearMisses: ['nude lipstick shades', 'visible to the naked eye', 'nange pair mat chalo'],
  },
  {
    id: 'pornography',
    english: [
      'porn\\w*',
      'xxx',
      'blue films?',
      'adult (?:films?|movies?|videos?)',
      'hentai',
      'onlyfans',
      'mms (?:leak|scandal|video)s?',
      'nsfw',
    ],
    hinglish: ['ashleel (?:video|photo|film)s?', 'gandi (?:video|film|photo)s?'],
    devanagari: ['पोर्न', 'अश्लील (?:वीडियो|फिल्म)', 'ब्लू फिल्म'],
    examples: ['porn site', 'xxx', 'desi mms leak', 'gandi video', 'ब्लू फिल्म'],
    nearMisses: ['call 98xxxxxx21 for the keys'],
  },
  {
    id: 'sex_word',
    english: [
      'sex(?:y|ting)?(?![\\t\\x20]+(?:ratio|education|determination|selective|offenders?|abuse|crimes?|workers?|trafficking|racket))',
    ],
    hinglish: [],
    devanagari: ['सेक्स', 'सेक्सी'],
    examples: ['sex', 'sexy girls', 'sexting', 'सेक्सी'],
    nearMisses: [
      'Sussex and Essex',
      'the sex ratio of the ward',
      'sex education workshop',
      'sexual harassment committee meeting',
    ],
  },
  {
    id: 'solicitation',
    english: [
      'hook ?up (?:tonight|partner|buddy|chat)',
      'casual hook ?ups?',
      'one night stand',
      'friends with benefits',
      'fwb',
      'sugar (?:daddy|baby|mommy)',
      'call ?girls?',
      'escorts? (?:service|agency|girls?)',
      'body to body massage',
      'b2b massage',
      'happy ending massage',
      'massage with (?:a )?happy ending',
      'sex chat',
      'horny',
    ],
    hinglish: [
      'garam (?:ladki|ladkiyan|bhabhi|aunty)',
      'hot (?:bhabhi|aunty)',
      'ladkiyaa?n available',
      'raat bitaa?(?:o|ne|na)',
      'mardana (?:taa?qat|takat|kamzori)',
      'sex power',
      'ling (?:bada|lamba|mota)',
    ],
    devanagari: ['कॉल गर्ल', 'मर्दाना ताकत'],
    examples: ['escort service in Andheri', 'call girls available', 'mardana taqat badhaye', 'कॉल गर्ल'],
    nearMisses: ['hook up the new AC', 'the movie had a happy ending', 'thorny issue of parking'],
  },
];
