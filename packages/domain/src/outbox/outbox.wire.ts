import { z } from 'zod';

/*
 * The operator's view of the messaging sandbox (docs/decisions/0020). Its wire names are the outbox's own,
 * in English: it is an operator's and the tests' read-out, not a call of spec §7.
 */

/** GET /ops/outbox?destinatario=: the messages "sent" to one e-mail or phone. */
export const outboxRequest = z
  .object({ destinatario: z.string().min(1).max(320) })
  .transform((query) => ({ recipient: query.destinatario }));

/** Inside: one stored e-mail or SMS. */
export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
}

export const outboxAnswer = z.array(
  z.object({
    id: z.number().int(),
    channel: z.string(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  }),
);

export const outboxWire = (messages: OutboxMessage[]): z.output<typeof outboxAnswer> =>
  messages.map((message) => ({
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  }));
