import type { Language } from '../../../src/api/contract/languages';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

type Recipient = { email: string; firstName?: string | null; language: Language };
const greet = (r: Recipient) => r.firstName ?? r.email;

/** A message came through the contact form: to an administrator, the message quoted. */
export const contactReceivedMail = (
  admin: Recipient,
  from: { name: string; email: string; subject: string; type: string; message: string },
): MailMessage =>
  composeMail(admin.email, admin.language, greet(admin), {
    key: 'contact_received',
    params: { sender: from.name, email: from.email, subject: from.subject, type: from.type },
    quote: from.message,
  });

/** The sender's acknowledgement, in the language they wrote in. */
export const contactAckMail = (sender: Recipient, subject: string): MailMessage =>
  composeMail(sender.email, sender.language, greet(sender), {
    key: 'contact_ack',
    params: { subject },
  });

/** A subscription request was confirmed: the plan runs from now to `until`. */
export const subscriptionConfirmedMail = (
  r: Recipient,
  plan: string,
  until: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'subscription_confirmed',
    params: { plan, until },
    action: { url },
  });

/** A subscription request was rejected, with the administrator's reason. */
export const subscriptionRejectedMail = (
  r: Recipient,
  plan: string,
  reason: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'subscription_rejected',
    params: { plan },
    quote: reason,
    action: { url },
  });

/** A running plan ends soon (7 days, then 1 day before): renew it. */
export const subscriptionEndingMail = (
  r: Recipient,
  plan: string,
  until: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'subscription_ending',
    params: { plan, until },
    action: { url },
  });

/** A plan ended: the account is back on its audience's free plan. */
export const subscriptionExpiredMail = (
  r: Recipient,
  plan: string,
  until: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'subscription_expired',
    params: { plan, until },
    action: { url },
  });
