import type { Language } from '../../../src/api/contract/languages';
import type { MailMessage } from '../mailer';
import { composeMail } from './layout';

/** An administrator's answer to a contact message, in the sender's language (subject « Re: … »). */
export const contactAnswerMail = (
  to: { email: string; name: string; language: Language },
  subject: string,
  answer: string,
): MailMessage =>
  composeMail(to.email, to.language, to.name, {
    key: 'contact_answer',
    params: { subject },
    quote: answer,
  });
