import type { LanguageList } from '../types.js';

/**
 * Keyword filter, category ILLEGAL (severity critical: the ONLY keyword
 * category that blocks a post outright).
 *
 * Because a match blocks, entries are OFFERS and SOLICITATIONS ('ganja
 * milega', 'fake currency for sale', 'kidney for sale'), not mere mentions: a
 * neighbourhood alert such as 'beware of fake currency in the market' or
 * 'never share your OTP' must still publish. Mentions of drugs are left to the
 * pattern analysis (drug references, risk medium, not blocking). Substring,
 * case-insensitive, so phrases innocent text contains are absent: 'buy weed'
 * (buy weedicide), 'carding' (discarding), 'make a bomb' (make a Bombay
 * sandwich), 'gun/pistol for sale' (glue gun, water pistol at Holi), 'organ
 * for sale' (a Casio organ), 'drugs available' (generic drugs at Jan
 * Aushadhi), 'sell drugs' and 'kidney bech' (news: 'gang that sells drugs',
 * 'kidney bechne wala giroh pakda gaya'). Lower-case, no entry contains
 * another.
 */
export const ILLEGAL_KEYWORDS: LanguageList = {
  english: [
    'drugs for sale',
    'cocaine for sale',
    'buy cocaine',
    'heroin for sale',
    'mdma for sale',
    'weed for sale',
    'fake currency for sale',
    'fake currency available',
    'buy fake currency',
    'counterfeit notes available',
    'fake notes available',
    'fake passport available',
    'fake degree available',
    'buy fake degree',
    'fake documents available',
    'firearms for sale',
    'illegal weapons for sale',
    'unlicensed pistol',
    'bomb making',
    'make bombs',
    'kidney for sale',
    'sell my kidney',
    'sell your kidney',
    'child porn',
    'baby for sale',
    'hack any account',
    'hack any whatsapp',
    'hack any instagram',
    'hack any facebook',
    'hire a hacker',
    'gender test available',
    'hawala service',
    'hawala transfer',
    'betting id',
    'satta king',
    'satta matka',
    'leaked question paper',
    'launder money',
  ],
  hinglish: [
    'ganja milega',
    'ganja chahiye',
    'charas milega',
    'charas chahiye',
    'afeem milegi',
    'smack milega',
    'chitta milega',
    'nakli note milenge',
    'nakli note chahiye',
    'katta milega',
    'katta chahiye',
    'hathiyar milenge',
    'bomb banana',
    'kidney bechni',
    'kidney bechna',
    'bachcha bechna hai',
    'baccha bechna hai',
    'ling jaanch karwa',
    'nakli degree milegi',
    'satta lagao',
    'satta khelo',
    'kala dhan safed',
  ],
  devanagari: [
    'गांजा मिलेगा',
    'चरस मिलेगा',
    'नकली नोट मिलेंगे',
    'कट्टा मिलेगा',
    'किडनी बेचनी है',
    'सट्टा मटका',
    'लिंग जांच करवा',
    'बम बनाना',
  ],
};
