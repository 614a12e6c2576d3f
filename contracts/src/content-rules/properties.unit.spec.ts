import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePostVerdict, moderateChatMessage, moderatePost, postVerdictRank } from './decision.js';
import { KEYWORD_LISTS, scanKeywords } from './keywordFilter.js';
import { PROFANITY } from './lists/profanity.js';
import { analyzeContent } from './patternAnalysis.js';
import { isRiskAtLeast, RISK_LEVELS, riskRank } from './risk.js';
import {
  ChatModerationDecisionSchema,
  type ContentAnalysis,
  KEYWORD_CATEGORIES,
  ModerationDecisionSchema,
  type ModerationFinding,
} from './schemas.js';
import { allEntries } from './text.js';

// Words that trip rules, mixed with filler, so generated texts hit real violations and findings.
const VOCABULARY = [
  ...KEYWORD_CATEGORIES.flatMap((c) => allEntries(KEYWORD_LISTS[c]).slice(0, 6)),
  ...allEntries(PROFANITY).slice(0, 8),
  'I will kill you',
  'neech jaat',
  'send nudes',
  'cocaine',
  'guaranteed returns',
  '9876543210',
  'police',
  'school',
  'the',
  'park',
  'water',
  'नमस्ते',
  '!',
  '\n',
];
const word = fc.oneof(fc.constantFrom(...VOCABULARY), fc.string({ maxLength: 8 }));
const text = fc.array(word, { maxLength: 25 }).map((words) => words.join(' '));
const lowerText = text.map((t) => t.toLowerCase());
const mediaName = fc.oneof(
  fc.constantFrom('a.jpg', 'B.PNG', 'adult.jpg', 'porn.mp4', 'x.pdf', 'clip.webm', 'sexy.gif'),
  fc.string({ maxLength: 12 }),
);

describe('properties', () => {
  it('confidence is an integer from 0 to 100 and every result fits its schema', () => {
    fc.assert(
      fc.property(text, text, fc.array(mediaName, { maxLength: 4 }), (title, content, mediaNames) => {
        const decision = moderatePost({ title, content, mediaNames });
        expect(ModerationDecisionSchema.safeParse(decision).success).toBe(true);
        expect(Number.isInteger(decision.analysis.confidence)).toBe(true);
        expect(decision.analysis.confidence).toBeGreaterThanOrEqual(0);
        expect(decision.analysis.confidence).toBeLessThanOrEqual(100);
        expect(ChatModerationDecisionSchema.safeParse(moderateChatMessage(content)).success).toBe(true);
      }),
    );
  });

  it('isSafe is exactly "risk below high", and one suggestion per violation', () => {
    fc.assert(
      fc.property(text, fc.array(mediaName, { maxLength: 3 }), (content, mediaNames) => {
        const analysis = analyzeContent({ title: '', content, mediaNames });
        expect(analysis.isSafe).toBe(!isRiskAtLeast(analysis.riskLevel, 'high'));
        expect(analysis.suggestions).toHaveLength(analysis.violations.length);
        expect(riskRank(analysis.riskLevel)).toBeLessThanOrEqual(riskRank(analysis.riskBeforeContext));
      }),
    );
  });

  it('adding text (a new paragraph, no capitals involved) never lowers the confidence', () => {
    fc.assert(
      fc.property(lowerText, lowerText, lowerText, (title, content, more) => {
        const before = analyzeContent({ title, content }).confidence;
        const after = analyzeContent({ title, content: `${content}\n${more}` }).confidence;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('adding media never lowers the confidence', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(mediaName, { maxLength: 3 }),
        fc.array(mediaName, { maxLength: 3 }),
        (content, media, more) => {
          const before = analyzeContent({ title: '', content, mediaNames: media }).confidence;
          const after = analyzeContent({ title: '', content, mediaNames: [...media, ...more] }).confidence;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('adding text never removes a keyword finding', () => {
    fc.assert(
      fc.property(text, text, text, (title, content, more) => {
        const before = scanKeywords(title, content).map((f) => f.type);
        const after = scanKeywords(title, `${content}\n${more}`).map((f) => f.type);
        for (const type of before) expect(after).toContain(type);
      }),
    );
  });

  it('scans title plus content as one text', () => {
    fc.assert(
      fc.property(text, text, (title, content) => {
        expect(scanKeywords(title, content)).toEqual(scanKeywords('', `${title}\n${content}`));
      }),
    );
  });

  it('finds an adult, illegal or harassment entry in any case, anywhere', () => {
    const entries = (['adult', 'illegal', 'harassment'] as const).flatMap((category) =>
      allEntries(KEYWORD_LISTS[category]).map((entry) => [category, entry] as const),
    );
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...entries),
        text,
        fc.boolean(),
        (before, [category, entry], after, upper) => {
          const written = upper ? entry.toUpperCase() : entry;
          expect(scanKeywords('', `${before} ${written} ${after}`).map((f) => f.type)).toContain(category);
        },
      ),
    );
  });

  const finding = fc.constantFrom<ModerationFinding>(
    { type: 'adult', severity: 'high', message: 'm', keywords: ['k'] },
    { type: 'illegal', severity: 'critical', message: 'm', keywords: ['k'] },
    { type: 'harassment', severity: 'high', message: 'm', keywords: ['k'] },
    { type: 'spam', severity: 'medium', message: 'm', keywords: ['k'] },
  );
  const analysisAt = (riskLevel: ContentAnalysis['riskLevel']): ContentAnalysis => ({
    isSafe: !isRiskAtLeast(riskLevel, 'high'),
    confidence: 0,
    violations: [],
    riskLevel,
    riskBeforeContext: riskLevel,
    contextWords: [],
    suggestions: [],
  });

  it('the verdict is monotonic in risk: a higher analysis risk never gives a milder verdict', () => {
    fc.assert(
      fc.property(
        fc.array(finding, { maxLength: 3 }),
        fc.constantFrom(...RISK_LEVELS),
        fc.constantFrom(...RISK_LEVELS),
        (findings, a, b) => {
          const [lower, higher] = riskRank(a) <= riskRank(b) ? [a, b] : [b, a];
          expect(postVerdictRank(decidePostVerdict(findings, analysisAt(lower)).verdict)).toBeLessThanOrEqual(
            postVerdictRank(decidePostVerdict(findings, analysisAt(higher)).verdict),
          );
        },
      ),
    );
  });

  it('adding a finding never gives a milder verdict', () => {
    fc.assert(
      fc.property(
        fc.array(finding, { maxLength: 3 }),
        finding,
        fc.constantFrom(...RISK_LEVELS),
        (findings, extra, risk) => {
          expect(postVerdictRank(decidePostVerdict(findings, analysisAt(risk)).verdict)).toBeLessThanOrEqual(
            postVerdictRank(decidePostVerdict([...findings, extra], analysisAt(risk)).verdict),
          );
        },
      ),
    );
  });

  it('the chat verdict mirrors the post verdict: block ↔ block, warn ↔ review, allow ↔ allow', () => {
    fc.assert(
      fc.property(text, (content) => {
        const post = moderatePost({ title: '', content: content.trim() }).verdict;
        const chat = moderateChatMessage(content).verdict;
        expect(chat).toBe({ block: 'block', review: 'warn', allow: 'allow' }[post]);
      }),
    );
  });
});

describe('cost', () => {
  it('stays linear on long adversarial input', () => {
    const inputs = [
      'a'.repeat(100_000),
      '9'.repeat(100_000),
      'a@'.repeat(50_000),
      'a.'.repeat(50_000),
      `${'x@b.'.repeat(25_000)}`,
      '1, '.repeat(33_000),
      'kill '.repeat(20_000),
      'क'.repeat(100_000),
    ];
    const started = performance.now();
    for (const input of inputs) moderatePost({ title: 'title', content: input, mediaNames: ['a.jpg'] });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
