import type { Language } from '../../../src/api/contract/languages';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

/** The person a project or share mail comes from, named in its text. */
export type Sender = { firstName: string; lastName: string };
/** An account, or an address without one (greeted by its address, in the sender's language). */
export type MailRecipient = { email: string; firstName?: string; language: Language };

const greet = (r: MailRecipient) => r.firstName ?? r.email;
const from = (s: Sender) => `${s.firstName} ${s.lastName}`.trim();

/** An existing account was added to a project. */
export const addedToProjectMail = (
  r: MailRecipient,
  sender: Sender,
  project: string,
  role: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'project_added',
    params: { sender: from(sender), project, role },
    action: { url },
  });

/** An address without an account was invited: it joins once it registers and confirms the address. */
export const projectInvitationMail = (
  r: MailRecipient,
  sender: Sender,
  project: string,
  role: string,
  url: string,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: 'project_invitation',
    params: { sender: from(sender), project, role, email: r.email },
    action: { url },
  });

/** A file or folder was shared with this address (`url` opens it, or registration when it has no account). */
export const sharedWithYouMail = (
  r: MailRecipient,
  sender: Sender,
  item: string,
  url: string,
  hasAccount: boolean,
): MailMessage =>
  composeMail(r.email, r.language, greet(r), {
    key: hasAccount ? 'shared_with_you' : 'shared_with_you_invite',
    params: { sender: from(sender), item, email: r.email },
    action: { url },
  });
