import { scanKeywords } from '../content-rules/keywordFilter.js';
import { analyzeContent } from '../content-rules/patternAnalysis.js';
import { highestRisk, type RiskLevel } from '../content-rules/risk.js';

/**
 * How serious reported text looks to the shared moderation rules (the ones
 * that gate publishing): the highest of the keyword findings' severities and
 * the pattern analysis' risk. The queue sorts and filters on it.
 */
export function reportSeverity(title: string, text: string): RiskLevel {
  const findings = scanKeywords(title, text);
  const analysis = analyzeContent({ title, content: text });
  return highestRisk([...findings.map((f) => f.severity), analysis.riskLevel]);
}
