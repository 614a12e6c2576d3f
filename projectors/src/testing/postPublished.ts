import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';

type PostPublishedData = Extract<DomainEvent, { type: 'PostPublished' }>['data'];

/** A PostPublished event for projection specs: a plain tip with fresh ids, changed where a spec cares. */
export function postPublished(data: Partial<PostPublishedData> = {}): DomainEvent {
  return {
    type: 'PostPublished',
    data: {
      postId: randomUUID(),
      areaId: randomUUID(),
      cityId: randomUUID(),
      authorId: randomUUID(),
      authorAlias: 'Quiet Mango 42',
      postType: 'tip',
      topicId: null,
      title: 'A title',
      content: 'Some content for the neighbours.',
      imageUrl: null,
      mediaUrls: [],
      ...data,
    },
  };
}
