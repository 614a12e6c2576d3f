import type { RetentionPolicy, RetentionRule } from './port.js';

/**
 * Checks a policy once, when a store is opened: EventStoreDB takes `$maxAge`
 * in whole seconds of at least 1, and a `$` prefix would name the server's
 * own streams.
 */
export function checkRetentionPolicy(policy: RetentionPolicy): RetentionPolicy {
  for (const { streamPrefix, maxAgeSeconds } of policy) {
    if (streamPrefix.length === 0 || streamPrefix.startsWith('$')) {
      throw new Error(
        `Retention rule prefix ${JSON.stringify(streamPrefix)} must be non-empty and not start with $`,
      );
    }
    if (!Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 1) {
      throw new Error(
        `Retention rule for ${streamPrefix}: maxAgeSeconds must be a whole number of at least 1`,
      );
    }
  }
  return policy;
}

/** The rule a stream falls under; with overlapping prefixes, the shortest age wins (the stricter promise). */
export function retentionRuleFor(policy: RetentionPolicy, streamName: string): RetentionRule | undefined {
  let found: RetentionRule | undefined;
  for (const rule of policy) {
    if (streamName.startsWith(rule.streamPrefix) && (!found || rule.maxAgeSeconds < found.maxAgeSeconds)) {
      found = rule;
    }
  }
  return found;
}

/** Whether an event stored at `recordedAtMs` is past its stream's max age at `nowMs`. */
export function isExpired(
  policy: RetentionPolicy,
  streamName: string,
  recordedAtMs: number,
  nowMs: number,
): boolean {
  const rule = retentionRuleFor(policy, streamName);
  return rule !== undefined && recordedAtMs < nowMs - rule.maxAgeSeconds * 1000;
}
