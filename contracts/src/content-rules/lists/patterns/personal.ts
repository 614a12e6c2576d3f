import type { RegexConcept } from '../types.js';

/**
 * Pattern category PERSONAL INFORMATION (each concept that matches adds 20;
 * the spec raises no risk for it, so it never blocks: it is a nudge to keep
 * contact details and identity numbers out of a public, anonymous post).
 *
 * Every pattern is anchored at a token start by a lookbehind, so a long run
 * of letters or digits is scanned once, not once per position.
 */
export const PERSONAL_CONCEPTS: readonly RegexConcept[] = [
  {
    id: 'phone_number',
    // Indian mobiles (6-9 then 9 digits, optional +91/0 prefix, one optional
    // space or hyphen after the fifth digit) and STD landlines (0 + 2-4 digit
    // code, separator, 6-8 digits).
    pattern: /(?<![\p{N}+])(?:(?:(?:\+|00)?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}|0\d{2,4}[\s-]\d{6,8})(?!\p{N})/u,
    examples: ['call 9876543210', '+91 98765 43210', '+91-9876543210', '098765-43210', 'office 022-24567890'],
    nearMisses: ['Rs 5000000 budget', 'PIN 400053', 'order 1234567890', 'call 98xxxxxx21'],
  },
  {
    id: 'email_address',
    pattern:
      /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}])/u,
    examples: ['mail ramesh.k@gmail.com', 'a_b+c@company.co.in'],
    nearMisses: ['@everyone meet at 5', 'rs@5 each', 'ramesh@okaxis'],
  },
  {
    id: 'aadhaar_like',
    // 12 digits not starting with 0 or 1, in 4-4-4 groups with one consistent
    // separator, or run together (but not a +91 mobile written without a plus).
    pattern: /(?<!\p{N})(?:[2-9]\d{3}([\s-])\d{4}\1\d{4}|(?!91[6-9])[2-9]\d{11})(?!\p{N})/u,
    examples: ['aadhaar 2345 6789 0123', '2345-6789-0123', '234567890123'],
    nearMisses: ['1234 5678 9012', '2345 6789 012', '919876543210'],
  },
  {
    id: 'pan_like',
    // AAAAA9999A where the fourth letter is a valid holder type (P person, C company, ...).
    pattern: /(?<![\p{L}\p{N}])[a-z]{3}[abcfghjlpt][a-z]\d{4}[a-z](?![\p{L}\p{N}])/iu,
    examples: ['PAN ABCPE1234F', 'abcpe1234f'],
    nearMisses: ['ABCDE12345', 'HELLO1234'],
  },
  {
    id: 'upi_id',
    pattern:
      /(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}@(?:ok(?:axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|upi|apl|yapl|icici|sbi|hdfcbank|axisbank|kotak|barodampay|jio|fam|freecharge|mbk)(?![\p{L}\p{N}]|\.\p{L})/iu,
    examples: ['pay ramesh@okaxis', '9876543210@ybl'],
    nearMisses: ['meet@5pm', 'ramesh@gmail.com'],
  },
  {
    id: 'street_address',
    // A house/flat/plot number ('Flat 302', 'H.No 4-12', 'ghar number 12') or
    // a street address ('12, MG Road', '45/2, Station Road', '#12, 5th Cross').
    // 'Flat 50% off' and 'flat 500 off' are sales, not addresses.
    pattern:
      /(?<![\p{L}\p{N}])(?:(?:(?:house|ghar|makaa?n|door)\s*(?:no\.?|number|nambar|#)|(?:flat|plot|quarter|qtr)(?:\s*(?:no\.?|number|#))?|h\.?\s?no\.?)\s*[:.#-]?\s*\d{1,5}[a-z]?(?:\s*[/-]\s*\d{1,5}[a-z]?)?(?![\p{L}\p{N}%]|\s*(?:%|off\b|discount|rs\b|rupees|₹))|#?\d{1,5}[a-z]?(?:\s*\/\s*\d{1,5}[a-z]?)?\s*,\s*(?:[\p{L}\p{N}.]+\s+){0,3}?(?:road|rd|street|marg|lane|gali|cross|main)(?![\p{L}\p{N}]))/iu,
    examples: [
      'Flat 302, Sai Krupa Apartments',
      'H.No 4-12 near temple',
      'house no. 45',
      'ghar number 12',
      '12, MG Road',
      '45/2, Station Road',
      '#12, 5th Cross',
    ],
    nearMisses: [
      'Flat 50% off on all sarees',
      'flat 500 off',
      '2 cups of sugar',
      'sector 15 park',
      '5 minutes from main road',
      'ghar 2 baje aana',
      '3BHK flat for rent',
    ],
  },
];
