export { createWriteApp, type WriteApiDeps } from './app.js';
export type { CommandContext } from './commands/commandContext.js';
export { idSourceFor } from './commands/ids.js';
export { findUserByEmail, runUserCommand } from './identity/userCommands.js';
export { createArea } from './places/areaCommands.js';
export { createCity } from './places/cityCommands.js';
