import type { PatternConcept } from '../types.js';

/**
 * Pattern category SPAM (each concept that matches adds 20; any match raises
 * the risk to medium, which never blocks on its own).
 *
 * The shapes of Indian promotional and scam posts: money-making claims,
 * guaranteed-return schemes and MLM, instant loans, calls to action, prizes
 * and offers, and link shorteners. Whole words, so 'learn from home' is not
 * 'earn from home' and "you won't" is not 'you have won'.
 */
export const SPAM_CONCEPTS: readonly PatternConcept[] = [
  {
    id: 'money_making',
    english: [
      'earn (?:from|at) home',
      'work from home (?:jobs?|opportunit(?:y|ies))',
      '(?:earn|make) (?:money|cash) online',
      'earn (?:₹|rs\\.?|inr)?\\s*\\d[\\d,]*k? (?:per|a|every) (?:day|week|month)',
      'passive income',
      'be your own boss',
      'daily (?:income|earning|payout)s?',
      'weekly payouts?',
    ],
    hinglish: [
      'ghar baithe (?:kamao|kamaye|kamaaye|kamai|paise|paisa|job|income)',
      'ghar se kamaa?(?:i|o|ye)',
      '(?:paisa|paise|money) double',
      'double (?:paisa|paise)',
      'lakho(?:n)? kamaa?ye(?:n)?',
      '(?:paisa|paise|roz|rozana) kamaa?o',
    ],
    devanagari: ['घर बैठे कमाएं', 'घर बैठे कमाई', 'पैसा डबल', 'पैसे डबल'],
    examples: [
      'Earn from home!',
      'earn ₹5000 per day',
      'ghar baithe kamaye',
      'paisa double scheme',
      'पैसा डबल',
    ],
    nearMisses: ['kids learn from home these days', 'I work from home on Fridays'],
  },
  {
    id: 'investment_scheme',
    english: [
      'guaranteed (?:returns?|income|profits?)',
      'assured returns?',
      'double your money',
      'risk(?:-| )?free (?:investment|returns?|profits?)',
      '(?:crypto|forex) (?:signals|trading group|investment plan)',
      '(?:stock|intraday|trading) tips',
      '(?:no|zero) investment',
      'mlm',
      'network marketing',
      'chain (?:business|system|marketing)',
    ],
    hinglish: [
      'bina investment',
      'guarantee (?:ke saath|wala) (?:return|profit|munafa)',
      'munafa pakka',
      'pakka munafa',
      'return pakka',
    ],
    devanagari: ['गारंटीड रिटर्न', 'पक्का मुनाफा'],
    examples: ['guaranteed returns', 'join our MLM', 'intraday tips group', 'munafa pakka', 'पक्का मुनाफा'],
    nearMisses: ['guaranteed parking for residents'],
  },
  {
    id: 'loan_offer',
    english: [
      'loans? (?:approved|sanctioned)',
      'instant (?:personal )?loans?',
      'pre-?approved (?:personal )?loans?',
      'loans? without (?:documents|cibil|credit check)',
      'no cibil',
      'low interest loans?',
    ],
    hinglish: [
      'turant loan',
      'loan (?:milega|le lo|lijiye)',
      'bina (?:cibil|document|kagaz)',
      'loan manzoor',
    ],
    devanagari: ['लोन मंजूर', 'तुरंत लोन', 'लोन अप्रूव'],
    examples: ['instant loan in 10 minutes', 'loan approved', 'bina cibil loan milega', 'तुरंत लोन'],
    nearMisses: ['my home loan EMI went up'],
  },
  {
    id: 'call_to_action',
    english: [
      'call now',
      'click (?:here|the link|below)',
      'link in (?:bio|description)',
      'dm (?:me )?for (?:price|details|more)',
      'inbox (?:me )?for (?:details|price)',
      'whatsapp (?:me|now|us) (?:on|at|for)',
      'message (?:me )?on whatsapp',
      'join (?:my|our) (?:telegram|whatsapp) (?:group|channel)',
      'subscribe to my channel',
      'follow for follow',
      '(?:buy|order|apply|register) now',
    ],
    hinglish: [
      'whatsapp kar(?:o|ein|en|e|iye)',
      'abhi call kar(?:o|ein|en|e|iye)',
      'call kar(?:o|ein|iye) abhi',
      'link (?:pe|par) click',
      'group join kar(?:o|ein|e|iye)',
    ],
    devanagari: ['अभी कॉल करें', 'व्हाट्सएप करें', 'लिंक पर क्लिक'],
    examples: ['Call now!', 'DM for price', 'whatsapp karo 98', 'लिंक पर क्लिक करें'],
    nearMisses: ['call me when the water tanker comes'],
  },
  {
    id: 'prize_offer',
    english: [
      "you(?:['’]ve| have) won",
      'congratulations,? you',
      'lottery',
      'jackpot',
      'lucky draw',
      'free gift',
      'claim (?:your|the) (?:prize|reward|gift)',
      'limited (?:time )?offer',
      'offer (?:valid|ends) (?:till|today)',
      '100% free',
      'cashback offer',
      'promo code',
    ],
    hinglish: ['inaa?m jeeto', 'lottery lagi', 'muft (?:gift|inaa?m)', 'offer sirf aaj'],
    devanagari: ['लॉटरी', 'इनाम जीतें', 'फ्री गिफ्ट'],
    examples: ['You have won a prize', 'claim your reward', 'inaam jeeto', 'लॉटरी'],
    nearMisses: ["you won't believe the traffic", 'we won the cricket match'],
  },
  {
    id: 'short_links',
    pattern:
      /(?<![\p{L}\p{N}.])(?:bit\.ly|tinyurl\.com|goo\.gl|t\.me|wa\.me|cutt\.ly|rb\.gy|is\.gd|shorturl\.at)\/\S/iu,
    examples: ['bit.ly/abc', 'join t.me/earnfast', 'https://wa.me/919876543210'],
    nearMisses: ['meet at the bit.ly office'],
  },
];
