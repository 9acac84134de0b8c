import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredMail } from './smtp-sink';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
}

export interface WaitForMailOptions {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /**
   * Only a message whose text contains this: journeys share one shop address and run in any
   * order, so a journey names its own message by a marker it wrote into it.
   */
  contains?: string;
  timeout?: number;
}

/** The first absolute http(s) URL in a text (the plain-text part of an e-mail). */
export function firstLink(text: string): string {
  const match = /https?:\/\/[^\s<>"')\]]+/.exec(text);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}

/**
 * Reads what the SMTP listener received. Each instance hands out a message once, so two waits for
 * the same address return two different messages.
 */
export class Mailbox {
  private readonly taken = new Set<string>();

  constructor(private readonly dir: string) {}

  private async messages(): Promise<{ id: string; mail: StoredMail }[]> {
    const names = (await fs.readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(
      names.map(async (id) => ({
        id,
        mail: JSON.parse(await fs.readFile(path.join(this.dir, id), 'utf8')) as StoredMail,
      })),
    );
  }

  /** The oldest message to `to` not yet handed out, waiting up to `timeout` ms for it. */
  async waitFor(to: string, options: WaitForMailOptions = {}): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const deadline = Date.now() + (options.timeout ?? 20_000);
    let seen: StoredMail[] = [];
    for (;;) {
      const all = await this.messages();
      seen = all.filter(({ mail }) => mail.to.includes(address)).map(({ mail }) => mail);
      const found = all.find(
        ({ id, mail }) =>
          !this.taken.has(id) &&
          mail.to.includes(address) &&
          (!options.subject || options.subject.test(mail.subject)) &&
          (!options.contains || mail.text.includes(options.contains)),
      );
      if (found) {
        this.taken.add(found.id);
        return { subject: found.mail.subject, text: found.mail.text, html: found.mail.html };
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const subjects = seen.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
    throw new Error(
      `no e-mail to ${to}${options.subject ? ` with subject ${String(options.subject)}` : ''}${options.contains ? ` containing "${options.contains}"` : ''} arrived (messages to that address: ${subjects})`,
    );
  }
}
