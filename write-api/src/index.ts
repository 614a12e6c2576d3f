export {
  type ChatCommand,
  decideMessage,
  evolveMessage,
  initialMessageState,
} from '@mohalla/domain';
export { createWriteApp, type WriteApiDeps } from './app.js';
export {
  type ChatWriteOutcome,
  runMessageCommand,
  type SendMessageInput,
  type SendOutcome,
  sendChatMessage,
} from './chat/chatCommands.js';
export type { CommandContext } from './commands/commandContext.js';
export { deterministicUuid, idSourceFor } from './commands/ids.js';
export { ensureAreaAlias } from './identity/areaAliases.js';
export { findUserByEmail, runUserCommand } from './identity/userCommands.js';
export { createArea } from './places/areaCommands.js';
export { createCity } from './places/cityCommands.js';
export {
  UPLOAD_QUOTA_SETTINGS_EXPECT,
  type UploadQuotaSettings,
  uploadQuotaFrom,
  uploadQuotaSettingsShape,
} from './uploads/uploadQuotaSettings.js';
