import type { MessageEntryKind } from '@bolsos/contracts';
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
import { ContactMessage } from '../../contact/entities/contact-message.entity';
import { User } from '../../users/entities/user.entity';

/** One staff entry in a contact message's thread: a reply e-mailed to the visitor, or a note. */
@Entity({ name: 'contact_message_entries' })
@Index('IDX_contact_message_entries_message', ['messageId', 'id'])
export class MessageEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'message_id', type: 'int' })
  messageId!: number;

  @ManyToOne(() => ContactMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message!: Relation<ContactMessage>;

  @Column({ type: 'varchar', length: 10 })
  kind!: MessageEntryKind;

  @Column({ type: 'text' })
  body!: string;

  /** Null once the author's account is deleted; the name below keeps who wrote it. */
  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author!: Relation<User> | null;

  /** The author's name when they wrote the entry (a later rename does not rewrite history). */
  @Column({ name: 'author_name', type: 'varchar', length: 100 })
  authorName!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** Replies: when the e-mail went out. A reply is only stored once it has been sent. */
  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt!: Date | null;
}
