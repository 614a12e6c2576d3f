import { describe, expect, it } from 'vitest';
import { isBlocking, keywordMatches, scanKeywords } from './keywordFilter.js';
import type { ModerationFinding } from './schemas.js';

const MESSAGES = {
  adult:
    'This content appears to contain adult or inappropriate material. Please keep discussions family-friendly and community-appropriate.',
  illegal:
    'This content may contain references to illegal activities. Please ensure all discussions are legal and appropriate.',
  harassment:
    'This content may contain harassing or offensive language. Please be respectful to all community members.',
  spam: 'This content appears to be promotional or spam. Please focus on community discussions rather than advertising.',
} as const;

describe('scanKeywords: one finding per category, the spec severity and message, what matched', () => {
  it.each([
    // [language, title, content, type, severity, keywords]
    ['English', 'Selling', 'nude photo sets, DM', 'adult', 'high', ['nude photo']],
    ['Hinglish', '', 'nangi video bhejo', 'adult', 'high', ['nangi video']],
    ['Devanagari', '', 'यह अश्लील है', 'adult', 'high', ['अश्लील']],
    ['English', 'Cocaine for sale', 'DM me', 'illegal', 'critical', ['cocaine for sale']],
    ['Hinglish', '', 'Ganja milega bhai, sector 4', 'illegal', 'critical', ['ganja milega']],
    ['Devanagari', '', 'सट्टा मटका रिजल्ट', 'illegal', 'critical', ['सट्टा मटका']],
    ['English', '', 'You are an IDIOT', 'harassment', 'high', ['idiot']],
    ['Hinglish', '', 'tu chutiya hai', 'harassment', 'high', ['chutiya']],
    ['Devanagari', '', 'हरामी कहीं का', 'harassment', 'high', ['हरामी']],
    [
      'English',
      '',
      'Earn from home with guaranteed returns, call now',
      'spam',
      'medium',
      ['earn from home', 'guaranteed returns', 'call now'],
    ],
    [
      'Hinglish',
      '',
      'Ghar baithe paisa double, whatsapp karo',
      'spam',
      'medium',
      ['paisa double', 'whatsapp karo', 'ghar baithe'],
    ],
    ['Devanagari', '', 'घर बैठे पैसा डबल, अभी कॉल करें', 'spam', 'medium', ['घर बैठे', 'पैसा डबल', 'अभी कॉल करें']],
  ] as const)('%s %s: %s%s → %s (%s)', (_, title, content, type, severity, keywords) => {
    const findings = scanKeywords(title, content);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toEqual({ type, severity, message: MESSAGES[type], keywords: expect.any(Array) });
    expect([...(findings[0]?.keywords ?? [])].sort()).toEqual([...keywords].sort());
  });

  it('reports several categories in the order adult, illegal, harassment, spam', () => {
    const findings = scanKeywords('Idiot', 'ganja milega, nude photo, earn from home, call now, lucky draw');
    expect(findings.map((f) => f.type)).toEqual(['adult', 'illegal', 'harassment', 'spam']);
  });

  it('reads title and content together', () => {
    expect(scanKeywords('Call now', 'lucky draw and a free gift').map((f) => f.type)).toEqual(['spam']);
    expect(scanKeywords('ganja', 'milega').map((f) => f.type)).toEqual(['illegal']);
  });

  it('ignores case, whitespace runs and invisible separators', () => {
    for (const text of [
      'GANJA MILEGA',
      'ganja   \n  milega',
      'gan\u200Bja mi\u00ADlega',
      'ＧＡＮＪＡ milega',
    ]) {
      expect(scanKeywords('', text).map((f) => f.type)).toEqual(['illegal']);
    }
  });

  it('is a substring match: an entry inside a longer word still counts', () => {
    expect(keywordMatches('harassment', '', 'idiotic behaviour')).toEqual(['idiot']);
  });

  it('treats a leading space in an entry as a word start', () => {
    expect(keywordMatches('spam', '', 'Kids learn from home')).toEqual([]);
    expect(keywordMatches('spam', '', 'Earn from home')).toEqual(['earn from home']);
    expect(keywordMatches('spam', 'Title', 'earn from home')).toEqual(['earn from home']);
  });
});

describe('spam needs MORE THAN 2 different matching entries', () => {
  it.each([
    ['call now', 0],
    ['call now, click here', 0],
    ['call now, click here, lucky draw', 1],
    ['call now, click here, lucky draw, free gift', 1],
    ['call now call now call now', 0], // one entry, three times
  ])('%j → %i finding(s)', (text, count) => {
    expect(scanKeywords('', text).filter((f) => f.type === 'spam')).toHaveLength(count);
  });

  it('counts at exactly 2 but reports nothing', () => {
    expect(keywordMatches('spam', '', 'call now, click here')).toHaveLength(2);
    expect(scanKeywords('', 'call now, click here')).toEqual([]);
  });
});

describe('isBlocking: only critical findings block', () => {
  const finding = (type: ModerationFinding['type'], severity: ModerationFinding['severity']) => ({
    type,
    severity,
    message: MESSAGES[type],
    keywords: ['x'],
  });

  it.each([
    [[], false],
    [[finding('adult', 'high')], false],
    [[finding('harassment', 'high'), finding('spam', 'medium')], false],
    [[finding('illegal', 'critical')], true],
    [[finding('spam', 'medium'), finding('illegal', 'critical')], true],
  ] as const)('%j → %s', (findings, blocking) => {
    expect(isBlocking(findings)).toBe(blocking);
  });

  it('blocks exactly the illegal category among real scans', () => {
    expect(isBlocking(scanKeywords('', 'nude photo, idiot, call now, click here, lucky draw'))).toBe(false);
    expect(isBlocking(scanKeywords('', 'charas milega'))).toBe(true);
  });
});
