import { buildPath, type ContactRequest, type Locale } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { contactReceivedMail } from '../mail/templates';
import { ProductsService } from '../products/products.service';
import { contactSearchText } from './contact-search-text';
import { ContactMessage } from './entities/contact-message.entity';
import { IDEMPOTENCY_KEY_FIELD } from './idempotency-key.pipe';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly products: ProductsService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message first (nothing is lost if mail is down), then e-mails
   * the shop in the background and records when it went out.
   *
   * With an idempotency key, a message already stored under it is not stored or e-mailed again:
   * the caller gets the message it sent before (so it can answer the same success), or a 422 if
   * the key came with another message.
   */
  async receive(
    input: ContactRequest,
    locale: Locale,
    idempotencyKey: string | null = null,
  ): Promise<ContactMessage> {
    // Before the product check: a retry must get the first answer even if the bag has since
    // been withdrawn.
    const earlier = idempotencyKey ? await this.findByKey(idempotencyKey) : null;
    if (earlier) return sameMessage(earlier, input);
    // "Ask about this bag": the reference must be a bag shoppers can see (the shop is told in Spanish).
    const [product] = input.product_id
      ? await this.products.hydrate([input.product_id], ['es'])
      : [];
    if (input.product_id && !product?.published)
      throw ValidationException.field('product_id', 'validation.product_unavailable');
    let saved: ContactMessage;
    try {
      // In the runner: on SQLite a failed insert must roll back only its own transaction, not
      // one another request opened on the shared connection (see TransactionRunner).
      saved = await this.transactions.run((manager) => {
        const repo = manager.getRepository(ContactMessage);
        return repo.save(
          repo.create({
            name: input.name,
            email: input.email,
            phone: input.phone || null,
            message: input.message,
            language: input.language ?? locale,
            productId: product?.id ?? null,
            searchText: contactSearchText(input.name, input.email, input.phone, input.message),
            idempotencyKey,
          }),
        );
      });
    } catch (error) {
      // Two sends with one key at once both found nothing above; the unique index let one in, and
      // the other is that one's retry.
      if (!idempotencyKey || !isUniqueViolation(error)) throw error;
      const winner = await this.findByKey(idempotencyKey);
      if (!winner) throw error;
      return sameMessage(winner, input);
    }
    const productName = product?.translations[0]?.name ?? null;
    const productUrl =
      product && product.translations[0]
        ? `${this.config.appUrl}${buildPath('es', { name: 'product', category: product.category, slug: product.translations[0].slug })}`
        : null;
    this.background.run(`Contact message ${saved.id} e-mail`, async () => {
      await this.mail.send({
        to: this.config.mail.shopAddress,
        replyTo: saved.email,
        ...contactReceivedMail('es', {
          name: saved.name,
          email: saved.email,
          phone: saved.phone,
          message: saved.message,
          productName,
          productUrl,
          language: saved.language,
        }),
      });
      await this.messages.update({ id: saved.id }, { mailedAt: new Date() });
    });
    return saved;
  }

  private async findByKey(idempotencyKey: string): Promise<ContactMessage | null> {
    // On the primary: with read replicas, one a moment behind would miss a message just stored.
    const runner = this.dataSource.createQueryRunner('master');
    try {
      return await runner.manager.findOneBy(ContactMessage, { idempotencyKey });
    } finally {
      await runner.release();
    }
  }
}

/** The stored message a retry refers to, if the retry carries the same message. */
function sameMessage(stored: ContactMessage, input: ContactRequest): ContactMessage {
  // Both went through the same schema (e-mail lower-cased, text trimmed), so equal means equal.
  if (stored.email !== input.email || stored.message !== input.message)
    throw ValidationException.field(IDEMPOTENCY_KEY_FIELD, 'validation.idempotency_key_reused');
  return stored;
}
