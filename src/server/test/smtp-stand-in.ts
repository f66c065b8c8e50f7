// A real SMTP server on loopback that keeps every message it receives, for tests of e-mail flows.
import fs from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** Undoes quoted-printable soft breaks so links can be read from the raw message. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** With `mailDir`, each message is also written there as a file, for tests in another process. */
export async function startSmtpStandIn(options: { mailDir?: string } = {}) {
  if (options.mailDir) fs.mkdirSync(options.mailDir, { recursive: true });
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw };
        received.push(mail);
        if (options.mailDir) {
          fs.writeFileSync(
            path.join(options.mailDir, `${Date.now()}-${received.length}.json`),
            JSON.stringify(mail),
          );
        }
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    textOf: mailText,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
