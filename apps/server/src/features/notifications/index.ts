/** What other features may use of the notifications: storing one for a person inside the caller's transaction. */
export { insertNotification, type NewNotification } from './notices.repo.ts';
