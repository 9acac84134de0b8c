import {
  LIMITS,
  LOCALES,
  MESSAGE_STATUSES,
  type ContactMessageProduct,
  type Locale,
  type MessageDetail,
  type MessageEntryKind,
  type MessageListQuery,
  type MessagePage,
  type MessageProduct,
  type MessageReplyPreview,
  type MessageStatus,
  type MessageThreadEntry,
} from '@bolsos/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ApiException } from '../common/exceptions/api.exception';
import type { AuthUser } from '../common/types/auth-user';
import { foldText, likePattern } from '../common/utils/fold-text';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { contactMessageContract } from '../contact/contact-message.contract';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { messageReplyMail } from '../mail/templates';
import type { Product } from '../products/entities/product.entity';
import { ProductPresenter } from '../products/product-presenter';
import { ProductsService } from '../products/products.service';
import { MessageEntry } from './entities/message-entry.entity';

/** The staff inbox over the stored contact messages: list, thread, status, replies and notes. */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger('Messages');

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(MessageEntry) private readonly entries: Repository<MessageEntry>,
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Newest first. Spam stays out unless asked for by status; the search runs over the folded
   * name, e-mail, phone and message, so accents, case and full-width forms do not matter.
   */
  async list(query: MessageListQuery, locale: Locale): Promise<MessagePage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIMITS.staffPerPage;
    const qb = this.messages.createQueryBuilder('m');
    if (query.status) qb.andWhere('m.status = :status', { status: query.status });
    else qb.andWhere('m.status <> :spam', { spam: 'spam' });
    if (query.lang) qb.andWhere('m.language = :lang', { lang: query.lang });
    if (query.product_id) qb.andWhere('m.product_id = :product', { product: query.product_id });
    const term = foldText(query.search);
    if (term) qb.andWhere("m.search_text LIKE :term ESCAPE '!'", { term: likePattern(term) });
    const [total, rows, counts] = await Promise.all([
      qb.getCount(),
      qb
        .clone()
        .orderBy('m.createdAt', 'DESC')
        .addOrderBy('m.id', 'DESC')
        .skip((page - 1) * perPage)
        .take(perPage)
        .getMany(),
      this.counts(),
    ]);
    const about = await this.productsAbout(rows, locale);
    const from = rows.length ? (page - 1) * perPage + 1 : 0;
    return {
      data: rows.map((row) =>
        contactMessageContract(row, (row.productId && about.get(row.productId)) || null),
      ),
      meta: {
        total,
        page,
        per_page: perPage,
        from,
        to: rows.length ? from + rows.length - 1 : 0,
        counts,
      },
    };
  }

  /** How many messages are in each status, whatever the list's filters. */
  async counts(): Promise<Record<MessageStatus, number>> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .select('m.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('m.status')
      .getRawMany<{ status: MessageStatus; count: number | string }>();
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
      MessageStatus,
      number
    >;
    for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
    return counts;
  }

  /** The products a page of messages asks about, named and linked in the staff member's language. */
  private async productsAbout(
    rows: ContactMessage[],
    locale: Locale,
  ): Promise<Map<number, ContactMessageProduct>> {
    const ids = [...new Set(rows.map((m) => m.productId).filter((id): id is number => !!id))];
    const about = new Map<number, ContactMessageProduct>();
    const languages: Locale[] = locale === 'es' ? ['es'] : [locale, 'es'];
    for (const product of await this.products.hydrate(ids, languages)) {
      const text = this.presenter.pick(product.translations, locale);
      const path = this.presenter.pagePath(product, locale);
      if (!text || !path) continue;
      about.set(product.id, { id: product.id, name: text.name, path });
    }
    return about;
  }

  private async getOrFail(id: number): Promise<ContactMessage> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new ApiException(404, 'errors.not_found');
    return message;
  }

  private async productOf(message: ContactMessage): Promise<Product | null> {
    if (!message.productId) return null;
    const [product] = await this.products.hydrate([message.productId]);
    return product ?? null;
  }

  /**
   * The bag as staff see it: named in their language (Spanish where it has no name in it), its
   * shop link in the language the visitor wrote in, so "View in shop" shows what they saw.
   */
  private messageProduct(
    product: Product,
    locale: Locale,
    visitorLocale: Locale,
  ): MessageProduct | null {
    const text = this.presenter.pick(product.translations, locale);
    const es = product.translations.find((t) => t.locale === 'es');
    if (!text || !es) return null;
    const names = { es: es.name } as MessageProduct['names'];
    for (const language of LOCALES) {
      const own = product.translations.find((t) => t.locale === language);
      if (own) names[language] = own.name;
    }
    const first = [...(product.images ?? [])].sort((a, b) => a.position - b.position)[0];
    return {
      id: product.id,
      name: text.name,
      path: this.presenter.pagePath(product, visitorLocale) as string,
      category: product.category,
      published: product.published,
      names,
      thumbnail: this.presenter.catalogImage(first, locale, text.name),
    };
  }

  private entryContract(entry: MessageEntry): MessageThreadEntry {
    return {
      id: entry.id,
      kind: entry.kind,
      body: entry.body,
      author_id: entry.authorId,
      author_name: entry.authorName,
      created_at: entry.createdAt.toISOString(),
      sent_at: entry.sentAt ? entry.sentAt.toISOString() : null,
    };
  }

  /** One message with the bag it asks about and its thread, oldest entry first. */
  async detail(id: number, locale: Locale): Promise<MessageDetail> {
    const message = await this.getOrFail(id);
    const [product, thread] = await Promise.all([
      this.productOf(message),
      this.entries.find({ where: { messageId: id }, order: { id: 'ASC' } }),
    ]);
    const shown = product ? this.messageProduct(product, locale, message.language) : null;
    return {
      ...contactMessageContract(message),
      product: shown,
      thread: thread.map((entry) => this.entryContract(entry)),
    };
  }

  /**
   * The message, locked for the rest of the transaction on MySQL. Two staff writing to one message
   * at once (a note each: an entry, then the status) would otherwise both hold the shared lock the
   * entry's foreign key takes, and deadlock when each then updates the message.
   */
  private lockedMessage(manager: EntityManager, id: number): Promise<ContactMessage | null> {
    return manager.getRepository(ContactMessage).findOne({
      where: { id },
      ...(this.transactions.rowLocks ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async setStatus(id: number, status: MessageStatus, locale: Locale): Promise<MessageDetail> {
    await this.transactions.run(async (manager) => {
      const repo = manager.getRepository(ContactMessage);
      const message = await this.lockedMessage(manager, id);
      if (!message) throw new ApiException(404, 'errors.not_found');
      if (message.status !== status) {
        message.status = status;
        await repo.save(message);
      }
    });
    return this.detail(id, locale);
  }

  /**
   * Opened by a staff member: a new message is read, so it becomes open; any other status stays
   * (two staff opening it at once, or one opening it as another answers, change nothing more).
   */
  async markRead(id: number, locale: Locale): Promise<MessageDetail> {
    await this.transactions.run(async (manager) => {
      const message = await this.lockedMessage(manager, id);
      if (!message) throw new ApiException(404, 'errors.not_found');
      if (message.status === 'new') {
        message.status = 'open';
        // save(), so the audit log records New → Open like any status change.
        await manager.getRepository(ContactMessage).save(message);
      }
    });
    return this.detail(id, locale);
  }

  /** An internal note; a note on a new message means someone is on it, so it becomes open. */
  async note(actor: AuthUser, id: number, body: string, locale: Locale): Promise<MessageDetail> {
    await this.transactions.run(async (manager) => {
      const repo = manager.getRepository(ContactMessage);
      const message = await this.lockedMessage(manager, id);
      if (!message) throw new ApiException(404, 'errors.not_found');
      await this.addEntry(manager.getRepository(MessageEntry), actor, id, 'note', body, null);
      if (message.status === 'new') {
        message.status = 'open';
        await repo.save(message);
      }
    });
    return this.detail(id, locale);
  }

  /**
   * E-mails the reply to the visitor in their language, Reply-To the shop. Only once the mail
   * server has taken it is the reply stored (as sent) and the message marked answered: a failed
   * send stores nothing, and the caller is told so.
   */
  async reply(actor: AuthUser, id: number, body: string, locale: Locale): Promise<MessageDetail> {
    const message = await this.getOrFail(id);
    const mail = await this.replyMail(actor, message, body);
    try {
      await this.mail.send({ to: message.email, replyTo: this.config.mail.shopAddress, ...mail });
    } catch (error) {
      this.logger.warn(
        `Reply to message ${id} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new ApiException(502, 'errors.reply_not_sent');
    }
    const sentAt = new Date();
    await this.transactions.run(async (manager) => {
      const repo = manager.getRepository(ContactMessage);
      const current = await this.lockedMessage(manager, id);
      if (!current) throw new ApiException(404, 'errors.not_found');
      await this.addEntry(manager.getRepository(MessageEntry), actor, id, 'reply', body, sentAt);
      if (current.status !== 'answered') {
        current.status = 'answered';
        await repo.save(current);
      }
    });
    return this.detail(id, locale);
  }

  /**
   * The reply e-mail exactly as `reply` would send it (same template, the visitor's language, the
   * staff member's name), and sends nothing: the message page shows it before staff send it.
   */
  async replyPreview(actor: AuthUser, id: number, body: string): Promise<MessageReplyPreview> {
    const message = await this.getOrFail(id);
    const mail = await this.replyMail(actor, message, body);
    return { to: message.email, language: message.language, ...mail };
  }

  private async replyMail(actor: AuthUser, message: ContactMessage, body: string) {
    const product = await this.productOf(message);
    const productName = product
      ? (this.presenter.pick(product.translations, message.language)?.name ?? null)
      : null;
    return messageReplyMail(message.language, {
      name: message.name,
      reply: body,
      original: message.message,
      staffName: actor.name,
      productName,
    });
  }

  private addEntry(
    repo: Repository<MessageEntry>,
    actor: AuthUser,
    messageId: number,
    kind: MessageEntryKind,
    body: string,
    sentAt: Date | null,
  ): Promise<MessageEntry> {
    return repo.save(
      repo.create({ messageId, kind, body, authorId: actor.id, authorName: actor.name, sentAt }),
    );
  }
}
