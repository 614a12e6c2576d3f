export { NOTIFIER_CHECKPOINT, type RunningReactor } from './alertNotifier.js';
export { NOTIFICATIONS_QUEUE, type NotificationJobs, notificationJobs } from './notifyAlertJob.js';
export { type NotificationsOptions, startNotifications } from './startNotifications.js';
