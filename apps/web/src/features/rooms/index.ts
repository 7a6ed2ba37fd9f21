/** What other features may use of the meeting rooms: the caller's rooms (the adviser's home names today's). */
export { useMyRooms } from './rooms-api.ts';
