// The guard is shared with the read side's moderation queue.
export { type Moderator, requireModerator } from '@mohalla/infra';
