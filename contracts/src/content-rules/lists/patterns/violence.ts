import type { WordConcept } from '../types.js';

/**
 * Pattern category VIOLENCE (each concept that matches adds 20; any match
 * raises the risk to high).
 *
 * Concepts are THREATS and calls to violence aimed at someone, not the
 * vocabulary of violence: 'kill' alone would catch 'kill time' and the
 * mosquito killer, 'shoot' the Ganpati procession video, 'bomb' the biryani
 * that was 'bomb', 'rape' and 'lynching' every news alert. So each concept
 * needs a target ('kill you', 'maar dalunga', 'burn his shop') or a
 * threatening verb form (Hindi first-person future: -unga/-enge).
 */
export const VIOLENCE_CONCEPTS: readonly WordConcept[] = [
  {
    id: 'death_threat',
    english: [
      "(?:i['’]?ll|i will|i['’]?m gonna|gonna|going to|will|shall) (?:kill|murder|finish off) (?:you|u|ya|him|her|them|your \\w+)",
      '(?:kill|murder) (?:you|u|ya|him|her|them)',
      "you(?:['’]re| are) (?:dead|dead meat)",
    ],
    hinglish: [
      'maa?r(?: |-)?da+l(?:u|oo)n?g[ai]',
      'maa?r(?: |-)?da+l(?:e|o)nge',
      'maa?r(?: |-)?da+lo',
      'jaan se maa?r(?:\\w*)',
      'jaan le (?:lunga|loonga|lenge)',
      'tapka (?:dunga|doonga|denge)',
      'upar (?:pahuncha|pohcha|bhej) (?:dunga|doonga|denge)',
    ],
    devanagari: ['मार डालूंगा', 'मार डालूँगा', 'मार डालेंगे', 'जान से मार', 'टपका दूंगा'],
    examples: [
      "I'll kill you if you park here again",
      'he said he will murder her',
      'you are dead meat',
      'tujhe maar dalunga',
      'sabko maar daalenge',
      'jaan se maar denge',
      'मैं तुझे मार डालूंगा',
    ],
    nearMisses: [
      'killing time at the mall',
      'mosquito killer machine',
      'kill the lights please',
      'main kaam khatam kar dunga',
    ],
  },
  {
    id: 'assault_threat',
    english: [
      'beat (?:you|u|him|her|them) up',
      'break your (?:legs?|bones|head|face|teeth|neck|jaw)',
      'smash your (?:face|head|teeth)',
      'punch (?:you|him|her) in the face',
    ],
    hinglish: [
      'haath pai?r tod\\w*',
      'haddi pasli (?:ek|tod)',
      'tod (?:dunga|doonga|denge) (?:haath|taang|sar|muh|munh)',
      'thok (?:dunga|doonga|denge)',
      'pee?t(?:unga|oonga|enge)',
      'sar phod (?:dunga|doonga|denge)',
      'chamdi udhed\\w*',
      'thappad (?:marunga|maarunga|maar dunga)',
    ],
    devanagari: ['हाथ पैर तोड़', 'सिर फोड़ दूंगा', 'ठोक दूंगा', 'पीटूंगा', 'चमड़ी उधेड़'],
    examples: [
      'I will beat you up',
      'break your legs',
      'haath pair tod dunga',
      'kal aake thok denge',
      'tujhe peetunga',
      'सिर फोड़ दूंगा',
    ],
    nearMisses: [
      'beat the traffic by leaving early',
      'the drum beat at the garba',
      'thoda break lo',
      'kapde dho dalunga',
      'thok ke bhav mein milega',
    ],
  },
  {
    id: 'weapon_attack',
    english: [
      'stab (?:you|u|him|her|them)',
      'shoot (?:you|u|him|her|them)(?![\\t\\x20]+an?(?!\\p{L}))',
      'gun (?:you|him|her|them) down',
      'throw acid',
      'acid (?:on|in) (?:your|her|his) face',
      'slit your throat',
    ],
    hinglish: [
      'chaa?(?:k|q)(?:u|oo) (?:maa?r|ghop|ghusa)\\w*',
      'goli (?:maa?r|chala) (?:dunga|doonga|denge|do)',
      'te[jz]aa?b (?:phek|phenk|fek|daal|dal)\\w*',
      'talwar (?:se kaat|nikal)\\w*',
    ],
    devanagari: ['चाकू मार', 'गोली मार दूंगा', 'गोली चला दूंगा', 'तेजाब फेंक'],
    examples: [
      'I will stab you',
      'someone should shoot him',
      'chaku maar dunga',
      'goli maar denge',
      'tezaab phek dunga',
      'गोली मार दूंगा',
    ],
    nearMisses: [
      'shoot a video of the Ganpati procession',
      'photo shoot at the park',
      'acid reflux remedies',
      'shoot him a message',
    ],
  },
  {
    id: 'bombing_arson',
    english: [
      'blow (?:you|him|her|them|this place) up',
      'blow up the (?:house|building|school|market|temple|mosque|church|gurudwara|station)',
      'plant a bomb',
      'bomb (?:the|your|this) (?:house|building|school|market|temple|mosque|church|gurudwara|station)',
      'burn (?:you|him|her|them) alive',
      '(?:burn|torch) (?:your|his|her|their) (?:house|home|shop|car)',
      'set fire to (?:your|his|her|their)',
    ],
    hinglish: [
      'aag laga (?:dunga|doonga|denge)',
      'zinda jala (?:dunga|doonga|denge|do)',
      'bomb (?:se )?uda (?:dunga|doonga|denge|do)',
      'dhamaka kar (?:dunga|doonga|denge)',
    ],
    devanagari: ['आग लगा दूंगा', 'आग लगा देंगे', 'जिंदा जला', 'बम से उड़ा'],
    examples: [
      'we will burn their shop',
      'plant a bomb in the market',
      'dukaan mein aag laga denge',
      'zinda jala do',
      'बम से उड़ा देंगे',
    ],
    nearMisses: [
      'the biryani was bomb',
      'burn calories at the gym',
      'photobomb at the wedding',
      'blow it up to A3 size',
    ],
  },
  {
    id: 'mob_violence',
    english: [
      'lynch (?:him|her|them|these|those|every)',
      "let['’]?s (?:lynch|beat up|attack) (?:him|her|them|these|those)",
      'start a riot',
    ],
    hinglish: [
      'dang[ae] (?:karo|karenge|karwa\\w*|bhadkao)',
      'ghus (?:ke|kar) maa?r(?:enge|o|na)',
      'maaro saa?lo(?:n)? ko',
    ],
    devanagari: ['दंगा करो', 'घुस के मारेंगे', 'घुसकर मारेंगे'],
    examples: ['lynch them all', 'start a riot tomorrow', 'ghus ke maarenge', 'danga karo'],
    nearMisses: ['mob lynching is a crime, report it'],
  },
  {
    id: 'sexual_violence_threat',
    english: ["(?:will|gonna|i['’]?ll|going to) rape", 'rape (?:you|her|him|them|your)'],
    hinglish: [
      'balatkaa?r kar (?:dunga|doonga|denge)',
      'izzat loot (?:lunga|loonga|lenge)',
      'uthwa (?:lunga|loonga|lenge|dunga)',
      'utha (?:lunga|loonga|lenge) (?:teri|tumhari|uski|tujhe)',
    ],
    devanagari: ['बलात्कार कर दूंगा', 'इज्जत लूट लूंगा', 'उठवा लूंगा'],
    examples: ["I'll rape", 'teri behen ko uthwa lunga', 'balatkar kar denge'],
    nearMisses: ['grape juice stall', 'therapist near the market', 'drape the curtains'],
  },
];
