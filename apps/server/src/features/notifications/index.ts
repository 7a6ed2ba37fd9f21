/**
 * What other features may use of the notifications: storing one for a person, for several people or for
 * everyone inside the caller's transaction, and a person's told to her open pages once it commits.
 */
export { insertNotification, insertNotificationForPeople, type NewNotification } from './notices.repo.ts';
export { insertNotificationForEveryone } from './notifications.repo.ts';
export { notifyPerson } from './notify-person.ts';
