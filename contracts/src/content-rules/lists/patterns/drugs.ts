import type { WordConcept } from '../types.js';

/**
 * Pattern category DRUGS (each concept that matches adds 20; any match
 * raises the risk to medium, which never blocks on its own).
 *
 * Street names as used in India ('ganja', 'charas', 'maal', 'chitta',
 * 'afeem', 'smack'), dealing, getting high, and pharmaceutical abuse (codeine
 * syrups, 'nashe ki goli'). Whole words. 'weed' alone (garden weeds),
 * 'joint' (joint family), 'coke' (cola), 'brown sugar' (baking), 'pot',
 * 'grass' and 'ice' are left out; 'maal' counts only when asked for or
 * smoked ('maal milega', 'maal phookna'), never as goods ('sasta maal',
 * 'maal gaadi').
 */
export const DRUG_CONCEPTS: readonly WordConcept[] = [
  {
    id: 'cannabis',
    english: [
      '(?:smoke|smoking|smoked) weed',
      'weed (?:dealer|supply|joint|party|peddler)',
      'marijuana',
      'cannabis',
      'hashish',
      'doobies?',
    ],
    hinglish: [
      'gaa?nja',
      'charas',
      'bhang',
      'chillum',
      'maal (?:milega|mil jayega|chahiye|hai kya|ph?oo?k\\w*|fook\\w*|fuk\\w*)',
    ],
    devanagari: ['गांजा', 'गाँजा', 'चरस', 'भांग'],
    examples: ['smoking weed in the park', 'ganja', 'charas milega kya', 'maal milega?', 'गांजा'],
    nearMisses: ['sasta maal milta hai yahan', 'maal gaadi late hai', 'weed removal in the garden'],
  },
  {
    id: 'hard_drugs',
    english: [
      'cocaine',
      'heroin',
      'mdma',
      'ecstasy pills?',
      'lsd',
      'meth',
      'methamphetamine',
      'ketamine',
      'mephedrone',
      'fentanyl',
      'opium',
    ],
    hinglish: ['chitta', 'afee?m', 'afim', 'smack', 'doda (?:post|chura)'],
    devanagari: ['चिट्टा', 'अफीम', 'हेरोइन', 'कोकीन', 'स्मैक'],
    examples: ['cocaine', 'chitta', 'afeem', 'स्मैक'],
    nearMisses: ['Method of payment', 'coke and pizza'],
  },
  {
    id: 'dealing',
    english: [
      'drug (?:dealers?|peddlers?|supply|suppliers?)',
      'peddlers?',
      'drugs? (?:for sale|delivery|supply)',
      'buy drugs',
      'sell(?:s|ing)? drugs',
      'score (?:some )?(?:weed|coke|drugs|ganja|charas)',
    ],
    hinglish: [
      'nasha (?:milega|bech\\w*|supply)',
      'nashe ka saa?maa?n',
      'drugs? milenge',
      'drugs? (?:ki )?supply',
      'dealer ka number',
    ],
    devanagari: ['ड्रग्स मिलेंगे', 'नशे का सामान'],
    examples: ['drug peddlers near the school', 'nashe ka saman', 'dealer ka number do'],
    nearMisses: ['drug store open 24 hours'],
  },
  {
    id: 'getting_high',
    english: [
      'get(?:ting)? high on',
      'got high',
      'stoned',
      'tripping on (?:acid|shrooms|lsd)',
      'shrooms',
      'magic mushrooms',
      'drug addicts?',
      'druggies',
      'junkies',
    ],
    hinglish: [
      'nasha (?:karna|karte|karta|karti|kiya|karo|kar)',
      'nashe (?:me|mein|main|mai)',
      'nashedi\\w*',
      'nasedi\\w*',
      'charsi',
      'ganjedi',
      'ganjeri',
    ],
    devanagari: ['नशा करना', 'नशा करते', 'नशेड़ी', 'नशे में'],
    examples: ['they get high on the terrace', 'nashedi log', 'nashe mein tha', 'नशेड़ी'],
    nearMisses: ['prices getting high', 'high school reunion'],
  },
  {
    id: 'pharma_abuse',
    english: [
      'codeine',
      'cough syrup (?:high|nasha|addiction)',
      'corex',
      'phensedyl',
      'nitrazepam',
      'alprazolam',
      'tramadol',
      '(?:whitener|solution) (?:sniff\\w*|nasha)',
      'inhalants?',
    ],
    hinglish: [
      'nashe ki (?:goli|goliyan|dawa|dawai)',
      'nasha wali goli',
      'syrup ka nasha',
      'solution sungh\\w*',
    ],
    devanagari: ['नशे की गोली', 'नशे की दवा'],
    examples: ['codeine syrup', 'nashe ki goli', 'whitener sniffing'],
    nearMisses: ['cough syrup for kids'],
  },
];
