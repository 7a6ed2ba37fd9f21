import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { OutgoingMessage } from '../../adapters/messaging/message-sender.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { RoomRow } from './rooms.repo.ts';

export interface Prospect {
  name: string;
  email: string | null;
  phone: string | null;
}

type Kind = 'invitation' | 'reminder' | 'cancelled';

const SUBJECT = {
  invitation: 'rooms.mail.invitationSubject',
  reminder: 'rooms.mail.reminderSubject',
  cancelled: 'rooms.mail.cancelledSubject',
} as const;
const BODY = {
  invitation: 'rooms.mail.invitationBody',
  reminder: 'rooms.mail.reminderBody',
  cancelled: 'rooms.mail.cancelledBody',
} as const;

/**
 * docs/decisions/0010: invitations, reminders and cancellations reach each prospect by e-mail, SMS or
 * both, as they were invited, through the outbox in the caller's transaction (a message exists exactly
 * when its change was committed). Written in the language of the adviser who sends them.
 */
export async function tellProspects(
  tx: Executor,
  deps: AppDeps,
  lang: Language,
  room: RoomRow,
  kind: Kind,
  prospects: readonly Prospect[],
  extra: { inviter?: string; city?: string; reason?: string } = {},
): Promise<number> {
  const now = deps.clock.now();
  const start = formatBusinessDateTime(room.startsAt).slice(0, 16);
  for (const prospect of prospects) {
    const params = {
      name: prospect.name,
      room: room.name,
      start,
      address: room.address,
      city: extra.city ?? '',
      inviter: extra.inviter ?? '',
      organiser: room.organiserName,
      phone: room.organiserPhone,
      reason: extra.reason ?? '',
    };
    const subject = translate(lang, SUBJECT[kind], params);
    const body = translate(lang, BODY[kind], params);
    const messages: OutgoingMessage[] = [];
    if (prospect.email) messages.push({ channel: 'email', recipient: prospect.email, subject, body });
    if (prospect.phone) messages.push({ channel: 'sms', recipient: prospect.phone, subject, body });
    await deps.messaging.enqueue(tx, messages, now);
  }
  return prospects.length;
}
