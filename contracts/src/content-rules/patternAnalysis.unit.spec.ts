import { describe, expect, it } from 'vitest';
import { ALLOWED_MEDIA_EXTENSIONS } from './constants.js';
import { analyzeContent, countProfanity, isShouting } from './patternAnalysis.js';
import { lowerRiskForContext, RISK_LEVELS } from './risk.js';
import type { ContentAnalysis } from './schemas.js';

const analyze = (content: string, mediaNames?: string[], title = '') =>
  analyzeContent({ title, content, mediaNames });
const ids = (analysis: ContentAnalysis) => analysis.violations.map((v) => v.id);

describe('pattern categories: +20 per matching concept, the spec risk raise', () => {
  it.each([
    ['violence', 'I will kill you tomorrow', 'violent_language', 'high'],
    ['violence (Hinglish)', 'tujhe maar dalunga', 'violent_language', 'high'],
    ['violence (Devanagari)', 'बम से उड़ा देंगे', 'violent_language', 'high'],
    ['hate', 'muslims are all terrorists', 'hate_speech', 'high'],
    ['hate (Hinglish)', 'neech jaat ke log', 'hate_speech', 'high'],
    ['hate (Devanagari)', 'पाकिस्तान चले जाओ', 'hate_speech', 'high'],
    ['sexual', 'send nudes', 'sexual_references', 'high'],
    ['sexual (Hinglish)', 'mardana taqat badhaye', 'sexual_references', 'high'],
    ['sexual (Devanagari)', 'नंगी फोटो', 'sexual_references', 'high'],
    ['drugs', 'cocaine in the building', 'drug_references', 'medium'],
    ['drugs (Hinglish)', 'ganja ke baare mein', 'drug_references', 'medium'],
    ['drugs (Devanagari)', 'चरस की बात', 'drug_references', 'medium'],
    ['spam', 'guaranteed returns on your savings', 'spam_promotional', 'medium'],
    ['spam (Hinglish)', 'ghar baithe kamaye', 'spam_promotional', 'medium'],
    ['spam (Devanagari)', 'पक्का मुनाफा', 'spam_promotional', 'medium'],
    ['personal: phone', 'call 9876543210', 'personal_information', 'low'],
    ['personal: email', 'mail ramesh.k@gmail.com', 'personal_information', 'low'],
    ['personal: Aadhaar', 'my aadhaar is 2345 6789 0123', 'personal_information', 'low'],
    ['personal: PAN', 'PAN ABCPE1234F', 'personal_information', 'low'],
    ['personal: address', 'I live at Flat 302, Sai Krupa Apartments', 'personal_information', 'low'],
  ] as const)('%s: %j → %s, %s', (_, content, violation, risk) => {
    const analysis = analyze(content);
    expect(ids(analysis)).toEqual([violation]);
    expect(analysis.violations[0]?.label).toBeTypeOf('string');
    expect(analysis.confidence).toBe(20);
    expect(analysis.riskLevel).toBe(risk);
    expect(analysis.isSafe).toBe(risk !== 'high');
  });

  it('counts a concept once however often and in however many languages it occurs', () => {
    expect(analyze('kill you. kill you! maar dalunga, मार डालूंगा').confidence).toBe(20);
  });

  it('counts different concepts of one category separately, in one violation', () => {
    const analysis = analyze('I will kill you and beat you up');
    expect(analysis.violations).toEqual([
      {
        id: 'violent_language',
        label: 'violent language',
        points: 40,
        matches: ['I will kill you', 'beat you up'],
      },
    ]);
    expect(analysis.confidence).toBe(40);
  });

  it('adds across categories and reports violations in the fixed order', () => {
    const analysis = analyze('call 9876543210 for ganja, I will kill you');
    expect(ids(analysis)).toEqual(['violent_language', 'drug_references', 'personal_information']);
    expect(analysis.confidence).toBe(60);
    expect(analysis.riskLevel).toBe('high');
  });

  it('has the spec labels for every violation kind', () => {
    const analysis = analyzeContent({
      title: 'KILL YOU MUSLIMS ARE ALL TERRORISTS',
      content: 'SEND NUDES, COCAINE, GUARANTEED RETURNS, 9876543210, SHIT SHIT SHIT SHIT',
      mediaNames: ['adult.pdf'],
    });
    expect(analysis.violations.map((v) => v.label)).toEqual([
      'violent language',
      'hate speech',
      'sexual references',
      'drug references',
      'spam or promotional',
      'personal information',
      'excessive profanity',
      'excessive capitalization',
      'suspicious media filename',
      'unsupported file type',
    ]);
    expect(analysis.suggestions).toHaveLength(10);
    expect(new Set(analysis.suggestions).size).toBe(10);
    expect(analysis.confidence).toBe(100); // 6×20 + 15 + 10 + 30 + 15 = 190, capped
  });
});

describe('excessive profanity: MORE THAN 3 whole profane words, repetitions counted (+15, medium)', () => {
  it.each([
    ['shit damn crap', 3, false],
    ['shit damn crap bloody', 4, true],
    ['shit shit shit', 3, false],
    ['shit shit shit shit', 4, true],
    ['BC MC bsdk chutiya', 4, true],
    ['चूतिया हरामी कमीना', 3, false],
    ['चूतिया हरामी कमीना साला', 4, true],
    ['class pass assignment bass abc', 0, false], // whole words only
  ] as const)('%j → %i profane word(s)', (content, count, flagged) => {
    expect(countProfanity(content).count).toBe(count);
    const analysis = analyze(content);
    expect(ids(analysis).includes('excessive_profanity')).toBe(flagged);
    if (flagged) {
      expect(analysis.violations.find((v) => v.id === 'excessive_profanity')?.points).toBe(15);
      expect(analysis.riskLevel).toBe('medium');
    }
  });
});

describe('excessive capitalization: MORE THAN 20 characters, MORE THAN 70 percent capitals (+10)', () => {
  it.each([
    ['A'.repeat(20), false, '20 characters, all capitals'],
    ['A'.repeat(21), true, '21 characters, all capitals'],
    ['ABCDEFGhij 1234567890', false, '21 characters, exactly 0.7'],
    ['ABCDEFGHij 1234567890', true, '21 characters, 0.8'],
    ['WATER CUT TOMORROW IN SECTOR 4!!', true, 'spaces, digits and punctuation are not letters'],
    ['पानी नहीं आएगा कल सुबह सात बजे तक', false, 'no cased letters'],
  ])('%j → %s (%s)', (content, flagged) => {
    expect(isShouting(content)).toBe(flagged);
    const analysis = analyze(content);
    expect(ids(analysis).includes('excessive_capitalization')).toBe(flagged);
    if (flagged) {
      expect(analysis.confidence).toBe(10);
      expect(analysis.riskLevel).toBe('low');
      expect(analysis.isSafe).toBe(true);
    }
  });

  it('reads title and content joined by a line break', () => {
    expect(analyze('AND AGAIN', undefined, 'HELLO WORLD').violations.map((v) => v.id)).toEqual([
      'excessive_capitalization',
    ]); // 'HELLO WORLD\nAND AGAIN' has 21 characters
    expect(analyze('AND AGAI', undefined, 'HELLO WORLD').violations).toEqual([]); // 20
  });
});

describe('media file names', () => {
  it.each([
    'Adult_party.jpg',
    'myPORNclip.mp4',
    'SEX.png',
    'holiday-sexy.webp',
    '/api/files/x/adultery-case.jpg',
  ])('%j contains adult, porn or sex → suspicious_filename (+30, high)', (name) => {
    const analysis = analyze('Photos from the event', [name]);
    expect(analysis.violations).toEqual([
      {
        id: 'suspicious_filename',
        label: 'suspicious media filename',
        points: 30,
        matches: [expect.any(String)],
      },
    ]);
    expect(analysis.confidence).toBe(30);
    expect(analysis.riskLevel).toBe('high');
    expect(analysis.isSafe).toBe(false);
  });

  it('counts suspicious files once, listing each', () => {
    const analysis = analyze('Photos', ['adult1.jpg', 'porn2.jpg', 'ok.jpg']);
    expect(analysis.violations).toEqual([
      {
        id: 'suspicious_filename',
        label: 'suspicious media filename',
        points: 30,
        matches: ['adult1.jpg', 'porn2.jpg'],
      },
    ]);
  });

  const allowed = ALLOWED_MEDIA_EXTENSIONS.flatMap((ext) => [`photo.${ext}`, `PHOTO.${ext.toUpperCase()}`]);
  it.each(allowed)('%j is an allowed type', (name) => {
    expect(analyze('Photos from the event', [name]).violations).toEqual([]);
  });

  it.each(['notes.pdf', 'clip.webm', 'song.ogg', 'no-extension', 'image.jpg.exe', 'archive.tar.gz'])(
    '%j → unsupported_file_type (+15, risk unchanged)',
    (name) => {
      const analysis = analyze('Photos from the event', [name]);
      expect(analysis.violations).toEqual([
        { id: 'unsupported_file_type', label: 'unsupported file type', points: 15, matches: [name] },
      ]);
      expect(analysis.confidence).toBe(15);
      expect(analysis.riskLevel).toBe('low');
    },
  );

  it('reads the file name of a URL, ignoring query and fragment', () => {
    expect(analyze('Photos', ['/api/files/6f1c.JPG?v=2#top']).violations).toEqual([]);
    expect(
      analyze('Photos', ['https://cdn.example/a/b/file.pdf?x=.jpg']).violations.map((v) => v.id),
    ).toEqual(['unsupported_file_type']);
  });

  it('skips blank names', () => {
    expect(analyze('Photos', ['', '  ']).violations).toEqual([]);
  });
});

describe('the context rule', () => {
  it.each([
    ['critical', 'high'],
    ['high', 'medium'],
    ['medium', 'medium'],
    ['low', 'low'],
  ] as const)('lowers %s to %s', (from, to) => {
    expect(lowerRiskForContext(from)).toBe(to);
  });

  it('is defined for every level', () => {
    for (const level of RISK_LEVELS) expect(RISK_LEVELS).toContain(lowerRiskForContext(level));
  });

  it.each([
    ['police', 'Police awareness talk: threats like "I will kill you" must be reported'],
    ['doctor', 'Doctor explains: send nudes scams target teens'],
    ['workshop', 'Workshop on caste slurs such as neech jaat'],
    ['nasha mukti', 'Nasha mukti kendra: beat you up threats from dealers'],
    ['पुलिस', 'पुलिस: "मार डालूंगा" जैसी धमकी की शिकायत करें'],
  ])('%s lowers high to medium, so the analysis is safe', (word, content) => {
    const analysis = analyze(content);
    expect(analysis.riskBeforeContext).toBe('high');
    expect(analysis.riskLevel).toBe('medium');
    expect(analysis.isSafe).toBe(true);
    expect(analysis.contextWords).toContain(word);
  });

  it('leaves medium as it is', () => {
    const analysis = analyze('Rehab centre talk about ganja addiction');
    expect(analysis.riskBeforeContext).toBe('medium');
    expect(analysis.riskLevel).toBe('medium');
    expect(analysis.contextWords).toEqual(['rehab']);
  });

  it('lowers a suspicious file name too, and never changes the confidence', () => {
    const analysis = analyze('School sex education workshop slides', ['sex-education.jpg']);
    expect(analysis.riskBeforeContext).toBe('high');
    expect(analysis.riskLevel).toBe('medium');
    expect(analysis.confidence).toBe(30);
  });

  it('needs a whole word: "schoolbag" is no context', () => {
    expect(analyze('I will kill you, schoolbag').riskLevel).toBe('high');
  });
});

describe('analysis of clean text', () => {
  it('is safe, low, zero, with nothing to suggest', () => {
    expect(analyze('Water supply will be off tomorrow from 10 to 2.', ['tank.jpg'])).toEqual({
      isSafe: true,
      confidence: 0,
      violations: [],
      riskLevel: 'low',
      riskBeforeContext: 'low',
      contextWords: [],
      suggestions: [],
    });
  });
});
