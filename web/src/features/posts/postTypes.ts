import type { PostType } from '@mohalla/contracts';

/** The spec's post types: label and what each is for, in its order. */
export const POST_TYPE_INFO: Readonly<Record<PostType, { label: string; description: string }>> = {
  ask: { label: 'Ask', description: 'Ask questions and get help' },
  experience: { label: 'Experience', description: 'Share your story or lessons' },
  alert: { label: 'Alert', description: 'Post important alerts' },
  tip: { label: 'Tip', description: 'Share helpful advice' },
};
