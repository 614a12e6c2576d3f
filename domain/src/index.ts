// The domain's rules: deciders, command handling, aliases, user state, the content gate.
// Depends on `@mohalla/contracts` only (issue 15). Stream names live in contracts
// (shared/streams.ts): the log's shape is read by workspaces that may not import domain.
export * from './chat/messageDecider.js';
export * from './identity/aliasWords.js';
export * from './identity/userDecider.js';
export * from './moderation/messageModerationDecider.js';
export * from './moderation/postModerationDecider.js';
export * from './moderation/requireReason.js';
export * from './moderation/userModerationDecider.js';
export * from './places/areaDecider.js';
export * from './places/cityDecider.js';
export * from './places/placeNameRule.js';
export * from './posts/contentGate.js';
export * from './posts/postDecider.js';
