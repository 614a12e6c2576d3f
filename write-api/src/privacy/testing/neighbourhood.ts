import { randomUUID } from 'node:crypto';
import { historyBuilder, resident } from './historyBuilder.js';

/** The people, places and ids of the scenario, and the log it is appended to. */
export function neighbourhood() {
  const { log, append } = historyBuilder();
  const asha = resident('Asha', 'Gentle Mango 40');
  const ravi = resident('Ravi', 'Quiet Neem 17');
  const moderatorId = randomUUID();
  const areaId = randomUUID();
  const channelId = randomUUID();
  const ids = {
    ashaPost: randomUUID(),
    raviPost: randomUUID(),
    ashaReply: randomUUID(),
    raviReply: randomUUID(),
    ashaMessage: randomUUID(),
    ashaDeleted: randomUUID(),
    raviMessage: randomUUID(),
    ashaReport: randomUUID(),
    raviReport: randomUUID(),
    ashaMessageReport: randomUUID(),
    ashaSession: randomUUID(),
    ashaLogin: randomUUID(),
    raviSession: randomUUID(),
  };
  const file = (n: number) => `/api/files/0000000${n}-1111-4222-8333-444444444444.png`;
  return { log, append, asha, ravi, moderatorId, areaId, channelId, ids, file };
}

export type Neighbourhood = ReturnType<typeof neighbourhood>;
