import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** the Reply-To address(es), as written in the header */
  replyTo: string;
  text: string;
  html: string;
}

/** A real SMTP server in the test process: the app's nodemailer SMTP transport delivers here. */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = [];
  private waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] =
    [];
  private server?: SMTPServer;
  port = 0;
  /** Makes the server slow to accept a message, to prove callers do not wait for mail. */
  delayMs = 0;
  /** Makes the server refuse every message (a permanent 550), to prove failed sends are seen. */
  refuse = false;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refuse) {
          stream.on('end', () =>
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
          );
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
            return parsed;
          })
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              replyTo: parsed.replyTo?.text ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            this.messages.push(mail);
            for (const waiter of [...this.waiters]) {
              if (waiter.match(mail)) {
                this.waiters = this.waiters.filter((w) => w !== waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the first message (already received or future) sent to this address. */
  waitFor(
    to: string,
    predicate: (m: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const match = (m: ReceivedMail) => m.to.includes(to.toLowerCase()) && predicate(m);
    const existing = this.messages.find(match);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  clear(): void {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s>"]+/);
  if (!match) throw new Error(`No link in:\n${text}`);
  return match[0];
}
