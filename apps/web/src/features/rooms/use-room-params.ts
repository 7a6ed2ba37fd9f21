import { useParams } from 'react-router';

/** The room (and invitation) an address names; 0 for anything that is not a number, which no room is. */
export function useRoomParams(): { roomId: number; invitationId: number } {
  const params = useParams();
  const number = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0);
  return { roomId: number(params.id), invitationId: number(params.idinvitacion) };
}
