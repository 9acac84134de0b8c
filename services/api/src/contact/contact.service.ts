import { buildPath, type ContactRequest, type Locale } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Or, type DataSource, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { contactReceivedMail } from '../mail/templates';
import type { Product } from '../products/entities/product.entity';
import { ProductsService } from '../products/products.service';
import { contactSearchText } from './contact-search-text';
import { ContactMessage } from './entities/contact-message.entity';
import { IDEMPOTENCY_KEY_FIELD } from './idempotency-key.pipe';

/**
 * How long a sender's claim on a message's e-mail keeps other senders off it. A send takes
 * seconds; a claim this old is a sender that died mid-send, and a retry may take it over.
 */
export const MAIL_CLAIM_LEASE_MS = 2 * 60_000;

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
   * With an idempotency key, a message already stored under it is not stored again: the caller
   * gets the message it sent before (so it can answer the same success), or a 422 if the key came
   * with another message. It is e-mailed again only if it never was (see `retried`).
   */
  async receive(
    input: ContactRequest,
    locale: Locale,
    idempotencyKey: string | null = null,
  ): Promise<ContactMessage> {
    // Before the product check: a retry must get the first answer even if the bag has since
    // been withdrawn.
    const earlier = idempotencyKey ? await this.findByKey(idempotencyKey) : null;
    if (earlier) return this.retried(earlier, input);
    // "Ask about this bag": the reference must be a bag shoppers can see (the shop is told in Spanish).
    const [product] = input.product_id
      ? await this.products.hydrate([input.product_id], ['es'])
      : [];
    if (input.product_id && !product?.published)
      throw ValidationException.field('product_id', 'validation.product_unavailable');
    // Claimed with the insert: a retry arriving while this request sends must not send it too.
    const claimedAt = claimTime();
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
            mailClaimedAt: claimedAt,
          }),
        );
      });
    } catch (error) {
      // Two sends with one key at once both found nothing above; the unique index let one in, and
      // the other is that one's retry.
      if (!idempotencyKey || !isUniqueViolation(error)) throw error;
      const winner = await this.findByKey(idempotencyKey);
      if (!winner) throw error;
      return this.retried(winner, input);
    }
    this.mailShop(saved, product ?? null, claimedAt);
    return saved;
  }

  /**
   * A retry of a stored message. Its first request may have committed and then failed before its
   * e-mail went out (the database link dropped while the commit's answer was on its way): the
   * message would sit in the inbox with the shop never told. So a retry that finds it not mailed
   * sends it, if it can claim the send: of retries racing each other or the first request's own
   * send, one sends.
   */
  private async retried(stored: ContactMessage, input: ContactRequest): Promise<ContactMessage> {
    sameMessage(stored, input);
    if (stored.mailedAt) return stored;
    // Looked up before the claim, so a failure here (503, retried) leaves nothing claimed.
    const [product] = stored.productId
      ? await this.products.hydrate([stored.productId], ['es'])
      : [];
    const claimedAt = await this.claimMail(stored.id);
    if (claimedAt) this.mailShop(stored, product ?? null, claimedAt);
    return stored;
  }

  /**
   * Takes the e-mail of a message not yet mailed, unless another sender holds a claim younger than
   * the lease. One conditional UPDATE, so of two senders at once one gets the row.
   */
  private async claimMail(id: number): Promise<Date | null> {
    const claimedAt = claimTime();
    const stale = new Date(claimedAt.getTime() - MAIL_CLAIM_LEASE_MS);
    const { affected } = await this.messages.update(
      { id, mailedAt: IsNull(), mailClaimedAt: Or(IsNull(), LessThan(stale)) },
      { mailClaimedAt: claimedAt },
    );
    return affected === 1 ? claimedAt : null;
  }

  /** E-mails the shop in the background, under a claim taken by the caller. */
  private mailShop(saved: ContactMessage, product: Product | null, claimedAt: Date): void {
    const productName = product?.translations[0]?.name ?? null;
    // No link to a bag withdrawn since the message came (a retry's e-mail): shoppers' pages 404.
    const productUrl =
      product?.published && product.translations[0]
        ? `${this.config.appUrl}${buildPath('es', { name: 'product', category: product.category, slug: product.translations[0].slug })}`
        : null;
    this.background.run(`Contact message ${saved.id} e-mail`, async () => {
      try {
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
      } catch (error) {
        // Let go, so the next retry can send it rather than wait out the lease; only our own
        // claim (one taken over after the lease belongs to its new holder). The send's error is
        // what gets logged, whatever the release does (the lease frees it anyway).
        await this.messages
          .update({ id: saved.id, mailClaimedAt: claimedAt }, { mailClaimedAt: null })
          .catch(() => undefined);
        throw error;
      }
      await this.messages.update({ id: saved.id }, { mailedAt: new Date() });
    });
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

/**
 * Now, in whole seconds: MySQL's DATETIME keeps no fraction, and a sender lets go of its claim by
 * matching the time it stored.
 */
function claimTime(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** The stored message a retry refers to, if the retry carries the same message. */
function sameMessage(stored: ContactMessage, input: ContactRequest): ContactMessage {
  // Both went through the same schema (e-mail lower-cased, text trimmed), so equal means equal.
  if (stored.email !== input.email || stored.message !== input.message)
    throw ValidationException.field(IDEMPOTENCY_KEY_FIELD, 'validation.idempotency_key_reused');
  return stored;
}
