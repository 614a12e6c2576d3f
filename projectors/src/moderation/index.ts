export {
  type ChatTextExpiry,
  MODERATION_QUEUE,
  type ModerationJobs,
  moderationJobs,
  startChatTextExpiry,
} from './chatTextExpiry.js';
