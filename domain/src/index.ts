// The domain's rules: deciders, command handling, unique-name claims, aliases, user
// state and suspension, the content gate. Depends on `@mohalla/contracts` only
// (issue 15). Stream names live in contracts (shared/streams.ts): the log's shape
// is read by workspaces that may not import domain.
export * from './chat/chatCommands.js';
export * from './chat/messageDecider.js';
export * from './commands/commandContext.js';
export * from './commands/commandStore.js';
export * from './commands/handleCommand.js';
export * from './commands/ids.js';
export * from './commands/loadStream.js';
export * from './commands/runCommand.js';
export * from './identity/aliasWords.js';
export * from './identity/areaAliases.js';
export * from './identity/emailOwner.js';
export * from './identity/loadUser.js';
export * from './identity/suspension.js';
export * from './identity/userDecider.js';
export * from './identity/userState.js';
export * from './moderation/messageModerationDecider.js';
export * from './moderation/postModerationDecider.js';
export * from './moderation/requireReason.js';
export * from './moderation/userModerationDecider.js';
export * from './places/areaDecider.js';
export * from './places/cityDecider.js';
export * from './places/placeNameRule.js';
export * from './posts/contentGate.js';
export * from './posts/postDecider.js';
export * from './uniqueKeys/uniqueKeys.js';
