import type { UserRow } from '../../db/schema/users';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

/** Every message of the account lifecycle, in the user's language. */
type Recipient = Pick<UserRow, 'email' | 'firstName' | 'language'>;

const to = (
  u: Recipient,
  key: string,
  extra: Omit<Parameters<typeof composeMail>[3], 'key'> = {},
) => composeMail(u.email, u.language, u.firstName, { key, ...extra });

export const verifyEmailMail = (u: Recipient, url: string): MailMessage =>
  to(u, 'verify_email', { action: { url }, params: { minutes: 60 } });

export const resetPasswordMail = (u: Recipient, url: string): MailMessage =>
  to(u, 'reset_password', { action: { url }, params: { minutes: 60 } });

/** Sent to the new address: it becomes the account's address only once this link is opened. */
export const verifyNewEmailMail = (u: Recipient, newEmail: string, url: string): MailMessage => ({
  ...to(u, 'verify_new_email', { action: { url }, params: { minutes: 60, email: newEmail } }),
  to: newEmail,
});

/** Sent to the old address once the change is confirmed, so a hijack does not go unnoticed. */
export const emailChangedMail = (
  u: Recipient,
  oldEmail: string,
  newEmail: string,
): MailMessage => ({
  ...to(u, 'email_changed', { params: { email: newEmail } }),
  to: oldEmail,
});

export const passwordChangedMail = (u: Recipient): MailMessage => to(u, 'password_changed');

export const accountApprovedMail = (u: Recipient, url: string): MailMessage =>
  to(u, 'account_approved', { action: { url } });

export const accountRejectedMail = (u: Recipient, reason: string, url: string): MailMessage =>
  to(u, 'account_rejected', { action: { url }, quote: reason });

export const accountDeactivatedMail = (u: Recipient, reason: string | null): MailMessage =>
  to(u, 'account_deactivated', { quote: reason });

export const accountReactivatedMail = (u: Recipient, url: string): MailMessage =>
  to(u, 'account_reactivated', { action: { url } });
