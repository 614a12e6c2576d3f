import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@mohalla/contracts';
import { findUserByEmail, idSourceFor, loadUser, runCommand, userDecider } from '@mohalla/domain';
import { ConfigError, eventStoreCommandStore, openEventStore } from '@mohalla/infra';
import { loadCliStoreSettings } from './cliStoreSettings.js';
import { keepFilesPrivate } from './privateFiles.js';

const USAGE = `Usage: npm run roles -- <grant|revoke> <${ROLES.join('|')}> <email>
       npm run roles -- show <email>
The event log is found as the services find it: EVENT_STORE_PATH (default ./data/events.sqlite),
or EVENT_STORE=esdb with EVENTSTORE_URL.`;

/** Grants and revokes roles from a terminal, as a recorded command by 'system'. */
async function main(args: string[]): Promise<number> {
  // It may create the SQLite files in the data folder: owner-only, as the server makes them.
  keepFilesPrivate();
  const [verb, roleOrEmail, maybeEmail] = args;
  const email = verb === 'show' ? roleOrEmail : maybeEmail;
  const role = verb === 'show' ? undefined : roleOrEmail;
  if (
    !email ||
    !(verb === 'show' || ((verb === 'grant' || verb === 'revoke') && ROLES.includes(role as Role)))
  ) {
    console.error(USAGE);
    return 2;
  }
  const settings = loadCliStoreSettings('roles');
  const eventStore = openEventStore(settings);
  const store = eventStoreCommandStore(eventStore);
  try {
    const userId = await findUserByEmail(store, email);
    if (!userId) {
      console.error(`No account uses ${email}. The user must sign up first.`);
      return 1;
    }
    const context = {
      actorId: 'system',
      now: new Date(),
      correlationId: `roles-cli-${randomUUID()}`,
      commandId: randomUUID(),
      ids: idSourceFor(undefined),
    };
    if (verb === 'grant' || verb === 'revoke') {
      const type = verb === 'grant' ? 'GrantRole' : 'RevokeRole';
      await runCommand(store, userDecider, { type, data: { userId, role: role as Role } }, context);
    }
    const { state } = await loadUser(store, userId);
    const roles = state.status === 'registered' ? state.roles.join(', ') : '';
    console.log(`${email} (user ${userId}) has the roles: ${roles}`);
    return 0;
  } finally {
    await eventStore.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
