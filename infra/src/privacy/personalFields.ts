/**
 * Which fields of which events are personal data, and whose (issue 16 point
 * 3): each is sealed under that person's data key. What a field reads as
 * once the key is destroyed keeps the event's shape: `text` reads
 * '[removed]', `nullable` reads null, `list` loses the element.
 *
 * Kept in plaintext, on purpose: ids (user ids, author ids, the user id
 * behind an alias): they are random UUIDs that say nothing of the person,
 * and every read model finds an erased person's writing by them against
 * `PersonErased`, also in a rebuild, which sealing them would make
 * impossible once the key is gone. Aliases are generated words, not chosen.
 * Report reasons are picked from a list. Moderators' decision reasons are
 * about someone else's writing, not the moderator's own data.
 */
export type ErasedReading = 'text' | 'nullable' | 'list';

export interface PersonalFieldsOf {
  /** The person whose key seals the fields; undefined when the event holds none of anyone's. */
  owner(data: Record<string, unknown>): string | undefined;
  fields: Readonly<Record<string, ErasedReading>>;
}

const field = (name: string) => (data: Record<string, unknown>) =>
  typeof data[name] === 'string' ? (data[name] as string) : undefined;

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsOf>> = {
  UserRegistered: {
    owner: field('userId'),
    fields: {
      email: 'text',
      firstName: 'text',
      lastName: 'text',
      mobile: 'nullable',
      passwordHash: 'nullable',
    },
  },
  UserLinkedProvider: { owner: field('userId'), fields: { subject: 'text', picture: 'nullable' } },
  ProfileUpdated: {
    owner: field('userId'),
    fields: { userName: 'text', bio: 'text', location: 'text', website: 'text' },
  },
  PostPublished: {
    owner: field('authorId'),
    fields: { title: 'text', content: 'text', imageUrl: 'nullable', mediaUrls: 'list' },
  },
  ReplyAdded: { owner: field('authorId'), fields: { content: 'text', mediaUrls: 'list' } },
  MessageSent: { owner: field('authorId'), fields: { content: 'text', attachments: 'list' } },
  MessageEdited: { owner: field('editorId'), fields: { content: 'text' } },
  // An alert's copy of its post's title.
  AreaNotified: { owner: field('authorId'), fields: { title: 'text' } },
  // The claim on an email holds the address itself; other scopes (city names, upload keys) are not personal.
  UniqueKeyClaimed: {
    owner: (data) => (data.scope === 'email' ? field('ownerId')(data) : undefined),
    fields: { value: 'text' },
  },
};
