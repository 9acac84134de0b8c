import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message, as stored on disk for the test workers. */
export interface StoredMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP listener for the API's nodemailer transport. Plain SMTP on loopback: STARTTLS and
 * AUTH are switched off so nodemailer sends without either. Each message is parsed and written as
 * a JSON file, because the tests run in worker processes that cannot see this one's memory.
 */
export async function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  await fs.mkdir(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Bolsos e2e mail sink',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          // Sortable names, written whole and renamed, so a reader never sees half a file.
          const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}.json`;
          const file = path.join(mailDir, name);
          await fs.writeFile(`${file}.part`, JSON.stringify(mail, null, 2));
          await fs.rename(`${file}.part`, file);
        })
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP listener has no TCP port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
