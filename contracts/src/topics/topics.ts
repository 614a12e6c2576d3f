import { z } from 'zod';

export const TopicDtoSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type TopicDto = z.infer<typeof TopicDtoSchema>;

function topic(id: string, name: string, icon: string, color: string): TopicDto {
  return { _id: id, id, name, icon, color };
}

/** The spec's fixed eight topics, in its order. */
export const TOPICS: readonly TopicDto[] = [
  topic('education', 'Education', '🎓', '#2563eb'),
  topic('events', 'Events', '🎉', '#9333ea'),
  topic('food', 'Food', '🍛', '#ea580c'),
  topic('general', 'General', '💬', '#475569'),
  topic('health', 'Health', '🩺', '#dc2626'),
  topic('safety', 'Safety', '🛡️', '#ca8a04'),
  topic('shopping', 'Shopping', '🛍️', '#db2777'),
  topic('sport', 'Sport', '🏏', '#16a34a'),
];
