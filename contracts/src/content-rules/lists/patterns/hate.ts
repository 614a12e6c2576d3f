import type { WordConcept } from '../types.js';

/** Communities that hateful generalisations in Indian posts are aimed at (regex fragment). */
const GROUP =
  '(?:muslims?|musalmaa?n|musalmaa?no|hindus?|hinduo|christians?|isaa?i|sikhs?|sardaa?rs?|jains?|dalits?|biharis?|marathis?|gujaratis?|bengalis?|tamils?|kashmiris?|punjabis?|north(?:-| )?easterners|south indians|north indians|migrants|outsiders|bhaiyy?(?:as?|on|o)|pandits?|brahmins?|yadavs?|jats?)';

/**
 * Pattern category HATE (each concept that matches adds 20; any match raises
 * the risk to high).
 *
 * Slurs against religions, castes, regions and sexual minorities as Indian
 * users write them, plus dehumanising generalisations about a community.
 * Slurs are necessary data here: they must be detected. Whole words only,
 * so 'chamar' does not match Chamarajpet; words that double as innocent
 * ones are left out: 'ghati' (the Kashmir ghati, valley), 'dhed' (dedh, one
 * and a half), 'chink' (a chink of light), 'chhakka' (a six), 'homo' (homo
 * sapiens), 'mulla' (Mulla Nasruddin), 'bihari' (a demonym), 'meetha'
 * (sweet).
 */
export const HATE_CONCEPTS: readonly WordConcept[] = [
  {
    id: 'religious_slur',
    english: ['ragheads?', 'towelheads?', 'kikes?', 'jihadis (?:everywhere|all)'],
    hinglish: [
      'katu(?:a|aa|e|o|on|wa|we)',
      'katwe',
      'mulle',
      'mullo',
      'sull(?:a|e|o)',
      'bhakt(?:o|on) ki jamaat',
    ],
    devanagari: ['कटुआ', 'कटुए', 'कटुओं', 'मुल्ले', 'सुल्ले'],
    examples: ['saale katue', 'ye mulle yahan kyun', 'towelheads go home', 'कटुए भगाओ'],
    nearMisses: ['Mulla Nasruddin stories for kids', 'mulled wine recipe'],
  },
  {
    id: 'caste_slur',
    english: [],
    hinglish: [
      'chamaa?r',
      'chamaa?ro(?:n)?',
      'bhangi',
      'bhangiyo(?:n)?',
      'chuhr(?:a|e|i)',
      'neech (?:jaa?t|jaa?ti|zaa?t)',
      'nichli (?:jaa?t|jaa?ti)',
      'achh?oot',
    ],
    devanagari: ['चमार', 'चमारों', 'भंगी', 'चूहड़ा', 'चूहड़े', 'नीच जात', 'नीच जाति', 'अछूत'],
    examples: ['ye chamar log', 'neech jaat ke log', 'अछूत कहीं के'],
    nearMisses: ['Chamarajpet bus stop', 'dhed sau rupaye', 'Chamarajanagar district'],
  },
  {
    id: 'ethnic_regional_slur',
    english: ['chink(?:y|ies)', 'pakis?', 'nigg(?:er|ers|a|as|uh)', 'negroes'],
    hinglish: ['chinki', 'chinkiyan', 'madrasis?', 'habshi', 'habshiyo(?:n)?'],
    devanagari: ['चिंकी', 'हब्शी', 'मद्रासी'],
    examples: ['go home chinky', 'these madrasi people', 'हब्शी लोग'],
    nearMisses: ['chinks in the armour', 'Pakistan won the toss', 'Kashmir ghati is beautiful'],
  },
  {
    id: 'gender_sexuality_slur',
    english: ['faggots?', 'fags', 'trann(?:y|ies)', 'dykes'],
    hinglish: ['hijd(?:e|o|on) ki (?:tarah|aulaa?d)'],
    devanagari: ['हिजड़े की औलाद'],
    examples: ['you faggot', 'hijde ki tarah', 'tranny'],
    nearMisses: ['pride month meetup', 'ye ladoo meetha hai kya'],
  },
  {
    id: 'dehumanising_generalisation',
    english: [
      `${GROUP} (?:are|r) (?:all )?(?:terrorists|animals|dogs|pigs|vermin|cockroaches|parasites|dirty|filthy|criminals|traitors)`,
      `(?:kill|expel|throw out|kick out|wipe out|get rid of) (?:all )?(?:the |these |those )?${GROUP}`,
      'go back to (?:pakistan|bangladesh|china|africa)',
    ],
    hinglish: [
      `${GROUP} ko (?:maa?ro|bahar nikaa?lo|bhagaa?o|khatam karo|desh se nikaa?lo)`,
      `${GROUP} (?:gande|kutte|gaddaa?r|aatankwaa?di|aatanki|jaanwar) (?:hote )?(?:hain|he|hai)`,
      'pakistan (?:chale|chala|chalo) jaa?o',
      'pakistan bhej (?:do|denge)',
    ],
    devanagari: ['पाकिस्तान चले जाओ', 'देश से निकालो', 'गद्दार होते हैं', 'आतंकवादी होते हैं'],
    examples: [
      'muslims are all terrorists',
      'kick out these biharis',
      'go back to pakistan',
      'bhaiyyon ko bahar nikalo',
      'isaai gaddar hote hain',
      'पाकिस्तान चले जाओ',
    ],
    nearMisses: [
      'Eid and Diwali potluck for all neighbours',
      'migrants need ration cards',
      'bhaiya ko bulao',
    ],
  },
];
