import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../lib/tokens';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer to SMTP_URL when set; otherwise every message is written as an .eml file under
 * DATA_DIR/mail and its links are logged, so every e-mail flow can be finished on the embedded default.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (opts.smtpUrl) return;
      await mkdir(opts.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(opts.mailDir, `${stamp}-${randomToken(4)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info(
        { to: message.to, subject: message.subject, file, links },
        'mail written to outbox',
      );
    },
    close() {
      transport.close();
    },
  };
}
