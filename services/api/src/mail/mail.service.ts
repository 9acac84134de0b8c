import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { Metrics } from '../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  replyTo?: string;
}

/**
 * The mail port. SMTP in production; by default each message is written as an
 * .eml file to the outbox folder and its links are logged, so a local user can
 * follow an invitation or reset link without a mail server.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.transport =
      config.mail.transport === 'smtp'
        ? nodemailer.createTransport(config.mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    let info: unknown;
    try {
      info = await this.transport.sendMail({
        from: this.config.mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      this.metrics.mails.inc({ result: 'failed' });
      throw error;
    }
    this.metrics.mails.inc({ result: 'sent' });
    if (this.config.mail.transport === 'outbox') {
      await fs.mkdir(this.config.mail.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(this.config.mail.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await fs.writeFile(file, (info as { message: Buffer }).message);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      this.logger.log(
        `"${mail.subject}" to ${mail.to} → ${file}${links.length ? `\n  ${links.join('\n  ')}` : ''}`,
      );
    }
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
