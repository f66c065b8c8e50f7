// A real SMTP server on loopback that keeps every message it receives, for tests of e-mail flows.
import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export async function startSmtpStandIn() {
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
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
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
    /** Undoes quoted-printable soft breaks so links can be read from the raw message. */
    textOf: (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
