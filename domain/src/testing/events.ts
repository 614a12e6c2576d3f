import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';

/**
 * Events for the specs of domain and of the services that command through it (write-api,
 * realtime): plain data, fresh ids where a spec does not name them, and whatever a spec cares
 * about passed in. Test code only: no runtime module imports this file.
 */
type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type Data<T extends DomainEvent['type']> = Of<T>['data'];
const event = <T extends DomainEvent['type']>(type: T, data: Data<T>) => ({ type, data }) as Of<T>;

export const messageSent = (
  d: Pick<Data<'MessageSent'>, 'channelId' | 'areaId'> & Partial<Data<'MessageSent'>>,
) =>
  event('MessageSent', {
    messageId: randomUUID(),
    authorId: randomUUID(),
    authorAlias: 'Quiet Mango 42',
    content: 'See you at the gate',
    attachments: [],
    ...d,
  });

export const postPublished = (d: Partial<Data<'PostPublished'>> = {}) => {
  const areaId = d.areaId ?? randomUUID();
  return event('PostPublished', {
    postId: randomUUID(),
    areaId,
    cityId: areaId,
    authorId: randomUUID(),
    authorAlias: 'Quiet Mango 42',
    postType: 'ask',
    topicId: null,
    title: 'Water cut tomorrow?',
    content: 'Anyone heard about the water cut?',
    imageUrl: null,
    mediaUrls: [],
    ...d,
  });
};

export const replyAdded = (d: Pick<Data<'ReplyAdded'>, 'postId'> & Partial<Data<'ReplyAdded'>>) =>
  event('ReplyAdded', {
    replyId: randomUUID(),
    authorId: randomUUID(),
    authorAlias: 'Sunny Neem 17',
    content: 'Yes, 10 to 2',
    mediaUrls: [],
    ...d,
  });

export const userRegistered = (d: Partial<Data<'UserRegistered'>> = {}) =>
  event('UserRegistered', {
    userId: randomUUID(),
    email: 'ravi@example.in',
    firstName: 'Ravi',
    lastName: 'Kumar',
    mobile: null,
    passwordHash: null,
    ...d,
  });
