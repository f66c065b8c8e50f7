// Sends e-mail through SMTP_URL when configured; otherwise writes each message to an outbox folder so a local
// user can still read it (in development, password-reset links are also logged). Texts are sent quoted-printable
// whatever their script, so the links in an Arabic or Urdu mail stay readable in the raw message too. What the
// mails say, in each language, is mail-texts.ts.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '#server/logger';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** 'smtp' when a relay is configured, 'outbox' when messages are written to disk. */
  mode: 'smtp' | 'outbox';
  outboxDir?: string;
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: options.from, textEncoding: 'quoted-printable', ...mail });
      },
    };
  }
  const outboxDir = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail({
        from: options.from,
        textEncoding: 'quoted-printable',
        ...mail,
      });
      fs.mkdirSync(outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      options.logger.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to outbox (no SMTP_URL configured)',
      );
    },
  };
}
