import { randomUUID } from 'node:crypto';
import { postStream } from '@mohalla/contracts';
import type { CommandContext } from '../commands/commandContext.js';
import type { CommandStore } from '../commands/commandStore.js';
import { handleCommand } from '../commands/handleCommand.js';
import { idSourceFor } from '../commands/ids.js';
import { decidePost, evolvePost, initialPostState, type PostCommand } from '../posts/postDecider.js';

/**
 * Post commands through handleCommand over any CommandStore: command handling's own specs
 * (the memory store) and write-api's (the real log) drive the same publish and upvote.
 */
export type CommandOptions = { key?: string; expectedRevision?: number };

export function contextFor(actorId: string, options: CommandOptions = {}): CommandContext {
  return {
    actorId,
    now: new Date('2026-11-24T10:00:00Z'),
    correlationId: randomUUID(),
    commandId: randomUUID(),
    ids: idSourceFor(options.key),
    ...(options.expectedRevision === undefined ? {} : { expectedRevision: options.expectedRevision }),
  };
}

export const runPostCommand = (store: CommandStore, command: PostCommand, context: CommandContext) =>
  handleCommand(
    store,
    postStream(command.data.postId),
    { initialState: initialPostState, evolve: evolvePost, decide: (state) => decidePost(command, state) },
    context,
  );

export const upvotePost = (store: CommandStore, postId: string, userId: string, options?: CommandOptions) =>
  runPostCommand(store, { type: 'UpvotePost', data: { postId, userId } }, contextFor(userId, options));

/** Publishes a plain ask by a fresh author; answers its id. */
export async function publishPost(store: CommandStore): Promise<string> {
  const postId = randomUUID();
  const authorId = randomUUID();
  await runPostCommand(
    store,
    {
      type: 'PublishPost',
      data: {
        postId,
        areaId: randomUUID(),
        cityId: randomUUID(),
        authorId,
        authorAlias: 'Quiet Mango 42',
        postType: 'ask',
        topicId: null,
        title: 'Best dosa near the station?',
        content: 'Looking for a crisp masala dosa before 8 am.',
        imageUrl: null,
        mediaUrls: [],
      },
    },
    contextFor(authorId),
  );
  return postId;
}
