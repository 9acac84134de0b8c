import type { Locale, Role } from '@bolsos/contracts';
import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserRole } from './user-role.entity';

const USER_SEARCH_TEXT_MAX = 300;

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Always stored lower-case: SQLite compares case-sensitively. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'password_set_at', type: 'datetime', nullable: true })
  passwordSetAt!: Date | null;

  /** Language of the e-mails we send this user. */
  @Column({ type: 'varchar', length: 5, default: 'es' })
  locale!: Locale;

  /** Bumped when the password changes: sessions carrying an older value are ended. */
  @Column({ name: 'session_version', type: 'int', default: 1 })
  sessionVersion!: number;

  /** name + e-mail folded to lower-case ASCII, so search ignores case and accents on both databases. */
  @Index('IDX_users_search_text')
  @Column({ name: 'search_text', type: 'varchar', length: USER_SEARCH_TEXT_MAX, default: '' })
  searchText!: string;

  /**
   * Folding can lengthen text (NFKD turns one ligature into many letters): fit the column. The
   * e-mail comes first in it, so what a cut loses is the end of a very long name.
   */
  @BeforeInsert()
  @BeforeUpdate()
  protected fitSearchText() {
    if (this.searchText) this.searchText = this.searchText.slice(0, USER_SEARCH_TEXT_MAX);
  }

  @OneToMany(() => UserRole, (role) => role.user, { cascade: true })
  roleLinks!: UserRole[];

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  get roles(): Role[] {
    return (this.roleLinks ?? []).map((link) => link.role).sort();
  }
}
