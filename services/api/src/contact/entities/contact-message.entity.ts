import type { Locale, MessageStatus } from '@bolsos/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Product } from '../../products/entities/product.entity';
import { CONTACT_SEARCH_TEXT_MAX } from '../contact-search-text';

@Entity({ name: 'contact_messages' })
@Index('IDX_contact_messages_created_at', ['createdAt'])
@Index('IDX_contact_messages_status', ['status'])
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 191 })
  email!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 5, default: 'es' })
  language!: Locale;

  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product> | null;

  /** Where staff have got with it; new until someone acts on it. */
  @Column({ type: 'varchar', length: 10, default: 'new' })
  status!: MessageStatus;

  /**
   * Name, e-mail, phone and message folded (lower case, no accents, half-width) for staff
   * search: LIKE on it behaves the same on SQLite and MySQL. Written with the message.
   */
  @Column({ name: 'search_text', type: 'varchar', length: CONTACT_SEARCH_TEXT_MAX, default: '' })
  searchText!: string;

  /** When the shop e-mail went out; null means stored but not (yet) delivered. */
  @Column({ name: 'mailed_at', type: 'datetime', nullable: true })
  mailedAt!: Date | null;

  /**
   * When a sender took on the shop e-mail (the first request, or a retry that found it not sent):
   * a sender that finds a fresh claim leaves the e-mail to its holder, so racing retries send it
   * once; a stale claim is a sender that died mid-send, and may be taken over. Null when nobody
   * holds it (never claimed, or the send failed and let go).
   */
  @Column({ name: 'mail_claimed_at', type: 'datetime', nullable: true })
  mailClaimedAt!: Date | null;

  /**
   * The client's Idempotency-Key, when it sent one: a retry with the same key finds the message
   * instead of storing it again. Unique; messages sent without a key (null) are not compared.
   */
  @Index('UQ_contact_messages_idempotency_key', { unique: true })
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
