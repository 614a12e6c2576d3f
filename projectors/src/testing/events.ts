import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';

/**
 * Events for projection specs, each with plain data and fresh ids where a
 * spec does not say (a PostPublished is `postPublished.ts`'s).
 */
type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type Data<T extends DomainEvent['type']> = Of<T>['data'];
const event = <T extends DomainEvent['type']>(type: T, data: Data<T>) => ({ type, data }) as Of<T>;

const moderatorId = randomUUID();

export const cityCreated = (d: Partial<Data<'CityCreated'>> = {}) =>
  event('CityCreated', { cityId: randomUUID(), name: 'Pune', state: 'Maharashtra', country: 'India', ...d });
export const cityUpdated = (d: Pick<Data<'CityUpdated'>, 'cityId'> & Partial<Data<'CityUpdated'>>) =>
  event('CityUpdated', { name: 'Pune', state: 'Maharashtra', country: 'India', ...d });
export const cityDeleted = (cityId: string) => event('CityDeleted', { cityId });

export const areaCreated = (d: Pick<Data<'AreaCreated'>, 'cityId'> & Partial<Data<'AreaCreated'>>) =>
  event('AreaCreated', {
    areaId: randomUUID(),
    name: 'Kothrud',
    lobbyChannelId: randomUUID(),
    location: null,
    origin: 'admin',
    ...d,
  });
export const areaUpdated = (d: Pick<Data<'AreaUpdated'>, 'areaId'> & Partial<Data<'AreaUpdated'>>) =>
  event('AreaUpdated', { name: 'Kothrud', location: null, ...d });
export const areaDeleted = (areaId: string, cityId: string) => event('AreaDeleted', { areaId, cityId });

export const replyAdded = (d: Pick<Data<'ReplyAdded'>, 'postId'> & Partial<Data<'ReplyAdded'>>) =>
  event('ReplyAdded', {
    replyId: randomUUID(),
    authorId: randomUUID(),
    authorAlias: 'Brave Lotus 7',
    content: 'Same on our lane.',
    mediaUrls: [],
    ...d,
  });
export const postUpvoted = (postId: string) => event('PostUpvoted', { postId, userId: randomUUID() });
export const contentHidden = (postId: string, replyId: string | null = null) =>
  event('ContentHidden', { postId, replyId, reportId: null, moderatorId, reason: 'abuse' });
export const contentRestored = (postId: string, replyId: string | null = null) =>
  event('ContentRestored', { postId, replyId, moderatorId, reason: 'a mistake' });
export const contentReported = (
  d: Pick<Data<'ContentReported'>, 'postId'> & Partial<Data<'ContentReported'>>,
) =>
  event('ContentReported', {
    reportId: randomUUID(),
    replyId: null,
    reporterId: randomUUID(),
    reason: 'spam',
    reportedRevision: 0,
    ...d,
  });

export const messageSent = (
  d: Pick<Data<'MessageSent'>, 'channelId' | 'areaId'> & Partial<Data<'MessageSent'>>,
) =>
  event('MessageSent', {
    messageId: randomUUID(),
    authorId: randomUUID(),
    authorAlias: 'Calm River 3',
    content: 'Anyone know a plumber?',
    attachments: [],
    ...d,
  });
export const messageEdited = (messageId: string, content: string) =>
  event('MessageEdited', { messageId, editorId: randomUUID(), content });
export const messageDeleted = (messageId: string) =>
  event('MessageDeleted', { messageId, deletedBy: randomUUID() });
export const messageReported = (
  d: Pick<Data<'MessageReported'>, 'messageId'> & Partial<Data<'MessageReported'>>,
) =>
  event('MessageReported', {
    reportId: randomUUID(),
    reporterId: randomUUID(),
    reason: 'rude',
    reportedRevision: 0,
    ...d,
  });

export const reportDismissed = (reportId: string) =>
  event('ReportDismissed', { reportId, moderatorId, reason: 'fine' });
export const reportUpheld = (reportId: string) =>
  event('ReportUpheld', { reportId, moderatorId, reason: 'rude' });
export const chatTextExpired = (before: string) => event('ChatTextExpired', { before });
