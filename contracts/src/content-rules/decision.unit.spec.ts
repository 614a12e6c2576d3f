import { describe, expect, it } from 'vitest';
import { decidePostVerdict, moderateChatMessage, moderatePost } from './decision.js';
import { compareRisk, highestRisk, isRiskAtLeast, maxRisk, RISK_LEVELS, riskRank } from './risk.js';
import { ChatModerationDecisionSchema, type ContentAnalysis, ModerationDecisionSchema } from './schemas.js';

const ILLEGAL =
  'This content may contain references to illegal activities. Please ensure all discussions are legal and appropriate.';
const HARASSMENT =
  'This content may contain harassing or offensive language. Please be respectful to all community members.';
const SPAM =
  'This content appears to be promotional or spam. Please focus on community discussions rather than advertising.';
const REVIEW = 'Your content has been flagged for review. Please ensure it follows community guidelines.';

describe('risk ordering', () => {
  it('orders low < medium < high < critical', () => {
    expect(RISK_LEVELS.map(riskRank)).toEqual([0, 1, 2, 3]);
    expect([...RISK_LEVELS].reverse().sort(compareRisk)).toEqual(['low', 'medium', 'high', 'critical']);
  });

  it.each([
    ['low', 'high', 'high'],
    ['critical', 'medium', 'critical'],
    ['medium', 'medium', 'medium'],
  ] as const)('max(%s, %s) = %s', (a, b, max) => {
    expect(maxRisk(a, b)).toBe(max);
  });

  it('answers the highest of a list, low for none, and threshold checks', () => {
    expect(highestRisk([])).toBe('low');
    expect(highestRisk(['medium', 'critical', 'high'])).toBe('critical');
    expect(isRiskAtLeast('high', 'high')).toBe(true);
    expect(isRiskAtLeast('medium', 'high')).toBe(false);
  });
});

describe('moderatePost: verdict, banner, toast, messages', () => {
  it.each([
    // [case, title, content, media, verdict, reason, banner, toast title]
    ['clean', 'Water cut', 'No water tomorrow 10 to 2', [], 'allow', null, null, null],
    [
      'drug mention only (medium)',
      'Ganja smell',
      'Someone smokes ganja near gate 2',
      [],
      'allow',
      null,
      null,
      null,
    ],
    ['personal information only', 'Lost dog', 'Found a dog, call 9876543210', [], 'allow', null, null, null],
    [
      'harassment (high finding)',
      'Neighbour',
      'You are an idiot',
      [],
      'review',
      'non_blocking_findings',
      'Content Warning',
      'Content Review Required',
    ],
    [
      'adult keyword, no sexual pattern',
      'Books',
      'Erotic novels swap',
      [],
      'review',
      'non_blocking_findings',
      'Content Warning',
      'Content Review Required',
    ],
    [
      'spam (medium finding)',
      'Offer',
      'Call now, click here, lucky draw!',
      [],
      'review',
      'non_blocking_findings',
      'Content Notice',
      'Content Review Required',
    ],
    [
      'illegal (critical finding)',
      'Party',
      'Charas milega, DM',
      [],
      'block',
      'critical_finding',
      'Content Blocked',
      'Content Blocked',
    ],
    [
      'violence (analysis high)',
      'Warning',
      'I will kill you',
      [],
      'block',
      'unsafe_content',
      'Content Blocked',
      'Content Moderation Alert',
    ],
    [
      'adult keyword + sexual pattern',
      'Hi',
      'sexy photos',
      [],
      'block',
      'unsafe_content',
      'Content Blocked',
      'Content Moderation Alert',
    ],
    [
      'suspicious file name',
      'Event',
      'Photos from the event',
      ['porn.jpg'],
      'block',
      'unsafe_content',
      'Content Blocked',
      'Content Moderation Alert',
    ],
    [
      'violence lowered by context',
      'Police awareness',
      'Report anyone who says I will kill you',
      [],
      'allow',
      null,
      null,
      null,
    ],
    ['unsupported file only', 'Event', 'Photos from the event', ['notes.pdf'], 'allow', null, null, null],
  ] as const)('%s → %s', (_, title, content, media, verdict, reason, banner, toastTitle) => {
    const decision = moderatePost({ title, content, mediaNames: [...media] });
    expect(decision.verdict).toBe(verdict);
    expect(decision.reason).toBe(reason);
    expect(decision.bannerTitle).toBe(banner);
    expect(decision.toast?.title ?? null).toBe(toastTitle);
    expect(ModerationDecisionSchema.parse(decision)).toEqual(decision);
  });

  it('prefixes a critical finding with the siren and says so in the toast', () => {
    const decision = moderatePost({ title: 'Party', content: 'Charas milega' });
    expect(decision.messages).toEqual([`🚨 ${ILLEGAL}`]);
    expect(decision.toast).toEqual({ title: 'Content Blocked', description: `🚨 ${ILLEGAL}` });
  });

  it("lists the violation labels after 'Content flagged:' when the analysis blocks", () => {
    const decision = moderatePost({ title: 'Warning', content: 'I will kill you, ganja wale' });
    expect(decision.messages).toEqual(['Content flagged: violent language, drug references']);
    expect(decision.toast).toEqual({
      title: 'Content Moderation Alert',
      description: 'Content flagged: violent language, drug references',
    });
  });

  it('puts the finding messages in the banner and the review toast for non-blocking findings', () => {
    const decision = moderatePost({ title: 'Idiot', content: 'Call now, click here, lucky draw!' });
    expect(decision.messages).toEqual([HARASSMENT, SPAM]);
    expect(decision.toast).toEqual({ title: 'Content Review Required', description: REVIEW });
    expect(decision.bannerTitle).toBe('Content Warning');
  });

  it('blocks a critical finding even in an educational context (context only moves the analysis)', () => {
    const decision = moderatePost({
      title: 'Police awareness',
      content: 'Posts saying ganja milega are a crime',
    });
    expect(decision.verdict).toBe('block');
    expect(decision.reason).toBe('critical_finding');
  });

  it('lets a critical finding win the toast when the analysis blocks as well', () => {
    const decision = moderatePost({ title: 'x', content: 'charas milega, I will kill you' });
    expect(decision.toast?.title).toBe('Content Blocked');
    expect(decision.messages).toEqual([
      `🚨 ${ILLEGAL}`,
      'Content flagged: violent language, drug references',
    ]);
  });
});

describe('decidePostVerdict on its own', () => {
  const analysis = (riskLevel: ContentAnalysis['riskLevel']): ContentAnalysis => ({
    isSafe: riskLevel === 'low' || riskLevel === 'medium',
    confidence: 0,
    violations: [],
    riskLevel,
    riskBeforeContext: riskLevel,
    contextWords: [],
    suggestions: [],
  });

  it.each([
    ['low', 'allow'],
    ['medium', 'allow'],
    ['high', 'block'],
    ['critical', 'block'],
  ] as const)('no findings, analysis %s → %s', (risk, verdict) => {
    expect(decidePostVerdict([], analysis(risk)).verdict).toBe(verdict);
  });

  it('blocks an analysis marked unsafe whatever its level (the spec: "not safe, or high or critical")', () => {
    expect(decidePostVerdict([], { ...analysis('medium'), isSafe: false }).verdict).toBe('block');
  });
});

describe('moderateChatMessage: block, or warn and send', () => {
  it.each([
    ['Good morning neighbours!', 'allow', null],
    ['   ', 'allow', null],
    ['tu chutiya hai', 'warn', 'Content Warning'],
    ['Call now, click here, lucky draw', 'warn', 'Content Warning'],
    ['ganja milega?', 'block', 'Message Blocked'],
    ['I will kill you', 'block', 'Message Blocked'],
    ['मैं तुझे मार डालूंगा', 'block', 'Message Blocked'],
    ['Police helpline: report "I will kill you" threats', 'allow', null],
  ] as const)('%j → %s', (text, verdict, toastTitle) => {
    const decision = moderateChatMessage(text);
    expect(decision.verdict).toBe(verdict);
    expect(decision.toastTitle).toBe(toastTitle);
    expect(ChatModerationDecisionSchema.parse(decision)).toEqual(decision);
  });

  it('checks the trimmed text', () => {
    expect(moderateChatMessage(`  ${'A'.repeat(19)}  `).analysis.violations).toEqual([]);
    expect(moderateChatMessage('\n\tidiot\n').findings.map((f) => f.type)).toEqual(['harassment']);
  });

  it('warns with the finding messages', () => {
    expect(moderateChatMessage('you idiot').messages).toEqual([HARASSMENT]);
  });
});
