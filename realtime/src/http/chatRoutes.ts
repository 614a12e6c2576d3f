import type { TemplatedApp } from 'uWebSockets.js';
import {
  ChatHistoryQuerySchema,
  type ChatWriteResult,
  DomainError,
  EditMessageBodySchema,
  invalidField,
} from '@mohalla/contracts';
import {
  type EventStore,
  type FairQueue,
  type Logger,
  parseIdParam,
  parseInput,
  refuseCrossSiteWrite,
  tooManyAtOnce,
  writeOriginFrom,
} from '@mohalla/infra';
import type { ChatIndex } from '../chat/chatIndex.js';
import type { ChatService, MessageCommand } from '../chat/chatService.js';
import { chatCommandContext, digestOf } from '../chat/commandContext.js';
import { readHistory } from '../chat/history.js';
import { sessionTokenOf } from '../identity/sessionToken.js';
import { type JsonRequest, jsonRoute } from './jsonRoute.js';
import { peerAddressGroup } from './peerAddress.js';

export interface ChatRoutesDeps {
  eventStore: EventStore;
  index: ChatIndex;
  service: ChatService;
  clock: () => Date;
  logger: Logger;
  /** Turns by client address group, shared with the node's other HTTP calls (see fairQueue). */
  fair: FairQueue;
  /** Whether X-Forwarded-For names the client (behind our own gateway). */
  trustProxy: boolean;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * The chat's HTTP calls, on the realtime node beside `/ws`, since history
 * is a replay of the channel's stream (not a read model) and the commands
 * are the socket's:
 * - `GET /api/channels/{id}/messages?limit=&before=&page=&areaId=`
 * - `PUT /api/messages/{id}` `{content}` and `DELETE /api/messages/{id}`:
 *   the author only (403 otherwise), with `Idempotency-Key` as elsewhere.
 */
export function chatRoutes(app: TemplatedApp, deps: ChatRoutesDeps): void {
  const { eventStore, index, service, clock, logger } = deps;
  /** Runs `work` in the client's turn: a history replay or a change is never started past one's share. */
  const inTurn = async <T>(request: JsonRequest, work: () => Promise<T>): Promise<T> => {
    const client = peerAddressGroup(request.peer, request.headers['x-forwarded-for'] ?? '', deps.trustProxy);
    const turn = deps.fair.admit(client);
    if (!turn) throw tooManyAtOnce();
    const release = await turn;
    try {
      return await work();
    } finally {
      release();
    }
  };
  const userOf = async (request: JsonRequest) => {
    const token = sessionTokenOf(request.headers.authorization ?? '', request.headers.cookie ?? '');
    return token ? service.sessionUser(token) : null;
  };
  const requireUser = async (request: JsonRequest, action: string) => {
    // As the Koa services do (`authenticate`).
    refuseCrossSiteWrite(writeOriginFrom(request.method, (name) => request.headers[name] ?? ''));
    const userId = await userOf(request);
    if (!userId)
      throw new DomainError('AUTH.REQUIRED', `Authentication required: please log in to ${action}.`);
    return userId;
  };

  jsonRoute(app, 'get', '/api/channels/:channelId/messages', logger, (request) =>
    inTurn(request, () => history(request)),
  );
  const history = async (request: JsonRequest) => {
    const channelId = parseIdParam('channelId', request.params[0]);
    const query = parseInput(ChatHistoryQuerySchema, Object.fromEntries(request.query));
    const areaId = await index.areaOfChannel(channelId);
    if (query.areaId !== undefined && query.areaId !== areaId)
      throw invalidField('areaId', "is not this channel's area");
    const page = await readHistory(eventStore, channelId, {
      limit: query.limit,
      before: query.before,
      skip: (query.page - 1) * query.limit,
      readerId: await userOf(request),
    });
    return {
      headers: {
        'x-channel-revision': String(page.revision),
        ...(page.nextCursor === null ? {} : { 'x-next-cursor': String(page.nextCursor) }),
      },
      body: page.messages,
    };
  };

  const change = (
    method: 'put' | 'del',
    build: (request: JsonRequest, messageId: string, userId: string) => MessageCommand,
  ) =>
    jsonRoute(app, method, '/api/messages/:messageId', logger, (request) =>
      inTurn(request, async () => {
        const messageId = parseIdParam('messageId', request.params[0]);
        const userId = await requireUser(request, method === 'put' ? 'edit messages' : 'delete messages');
        const command = build(request, messageId, userId);
        const { channelId } = await index.locateMessage(messageId);
        const key = request.headers['idempotency-key'];
        if (key !== undefined && key !== '' && !IDEMPOTENCY_KEY.test(key)) {
          throw invalidField('Idempotency-Key', 'must be 1 to 200 letters, digits or ._:-');
        }
        const context = chatCommandContext(
          userId,
          clock(),
          [request.method, request.path, digestOf(request.body)],
          key || undefined,
        );
        const outcome = await service.change(userId, channelId, command, context);
        const body: ChatWriteResult = { success: true, ...outcome };
        return { headers: { 'x-log-position': String(outcome.position) }, body };
      }),
    );

  change('put', (request, messageId, userId) => {
    const { content } = parseInput(EditMessageBodySchema, request.body);
    return { type: 'EditMessage', data: { messageId, editorId: userId, content } };
  });
  change('del', (_request, messageId, userId) => ({ type: 'DeleteMessage', data: { messageId, userId } }));
}
