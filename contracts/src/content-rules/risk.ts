/** Risk levels, least to most serious: the spec orders them low < medium < high < critical. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** 0 for low up to 3 for critical. */
export function riskRank(level: RiskLevel): number {
  return RISK_LEVELS.indexOf(level);
}

/** Negative when `a` is less serious than `b`, 0 when equal: usable with `Array.prototype.sort`. */
export function compareRisk(a: RiskLevel, b: RiskLevel): number {
  return riskRank(a) - riskRank(b);
}

/** Whether `level` is `threshold` or more serious. */
export function isRiskAtLeast(level: RiskLevel, threshold: RiskLevel): boolean {
  return riskRank(level) >= riskRank(threshold);
}

/** The more serious of the two: 'raising' a risk to a level never lowers it. */
export function maxRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return riskRank(a) >= riskRank(b) ? a : b;
}

/** The most serious of `levels`; low when there are none. */
export function highestRisk(levels: Iterable<RiskLevel>): RiskLevel {
  let highest: RiskLevel = 'low';
  for (const level of levels) highest = maxRisk(highest, level);
  return highest;
}

/**
 * The spec's context rule: educational or professional context lowers
 * critical to high and high to medium; medium and low stay as they are.
 */
export function lowerRiskForContext(level: RiskLevel): RiskLevel {
  if (level === 'critical') return 'high';
  if (level === 'high') return 'medium';
  return level;
}
