import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends a message without failing the request that triggered it: the account change is already
 * saved, and every flow offers a way to send the message again. The failure is logged.
 */
export async function deliver(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
  message: MailMessage,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed');
  }
}
