import {
  assignableRoles,
  buildPath,
  type Locale,
  type Paginated,
  type Role,
  type UserCreateRequest,
  type UserListQuery,
  type UserUpdateRequest,
  LIMITS,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import type { AuthUser } from '../common/types/auth-user';
import { foldText, likePattern } from '../common/utils/fold-text';
import { MailService } from '../mail/mail.service';
import { invitationMail } from '../mail/templates';
import { TokensService } from '../tokens/tokens.service';
import { UserResponseDto } from './dto/user-response.dto';
import { UserRole } from './entities/user-role.entity';
import { SignInLocks } from './sign-in-locks.service';
import { User } from './entities/user.entity';

export const INVITATION_TTL_HOURS = 72;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly tokens: TokensService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly locks: SignInLocks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every signed-in request reads its user: one query with the roles joined. findOne() with a
   * relation asks twice (a DISTINCT query for the id, then the rows), a round trip more per
   * staff request, each a wait behind the visitors' requests on a busy server.
   */
  async findById(id: number): Promise<User | null> {
    const [user] = await this.users.find({ where: { id }, relations: { roleLinks: true } });
    return user ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const [user] = await this.users.find({
      where: { email: email.trim().toLowerCase() },
      relations: { roleLinks: true },
    });
    return user ?? null;
  }

  async getOrFail(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new ApiException(404, 'errors.not_found');
    return user;
  }

  /**
   * Staff users, searched by name or e-mail, of one role if asked, by name (A→Z when no order is
   * asked, as the list has always been) or by creation; ties go by id so pages are stable.
   */
  async list(query: UserListQuery): Promise<Paginated<UserResponseDto>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIMITS.staffPerPage;
    const qb = this.users.createQueryBuilder('u');
    const term = foldText(query.search);
    if (term) qb.andWhere("u.search_text LIKE :term ESCAPE '!'", { term: likePattern(term) });
    if (query.role) {
      // IN, not EXISTS: see productSearchSql for what SQLite did with EXISTS and OFFSET.
      qb.andWhere('u.id IN (SELECT r.user_id FROM user_roles r WHERE r.role = :role)', {
        role: query.role,
      });
    }
    const total = await qb.getCount();
    const sort = query.sort ?? 'name';
    const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
    const rows = await qb
      .orderBy(sort.endsWith('created') ? 'u.createdAt' : 'u.name', direction)
      .addOrderBy('u.id', direction)
      .skip((page - 1) * perPage)
      .take(perPage)
      .getMany();
    const roles = rows.length
      ? await this.dataSource
          .getRepository(UserRole)
          .find({ where: { userId: In(rows.map((row) => row.id)) } })
      : [];
    for (const row of rows) row.roleLinks = roles.filter((link) => link.userId === row.id);
    const from = rows.length ? (page - 1) * perPage + 1 : 0;
    return {
      data: rows.map((row) => UserResponseDto.from(row)),
      meta: { total, page, per_page: perPage, from, to: rows.length ? from + rows.length - 1 : 0 },
    };
  }

  private checkAssignable(actor: AuthUser, roles: Role[], current: Role[] = []) {
    const allowed = assignableRoles(actor.roles);
    // Only roles being added or removed need the right to assign them.
    const changed = [
      ...roles.filter((r) => !current.includes(r)),
      ...current.filter((r) => !roles.includes(r)),
    ];
    if (changed.some((role) => !allowed.includes(role))) {
      throw ValidationException.field('roles', 'errors.role_not_assignable');
    }
  }

  private async assertEmailFree(email: string, exceptId?: number) {
    const existing = await this.users.findOne({ where: { email }, select: { id: true } });
    if (existing && existing.id !== exceptId)
      throw ValidationException.field('email', 'errors.email_in_use');
  }

  /**
   * Ids of the administrators, read under a lock held until the transaction ends: of two
   * concurrent changes that could each remove an admin, the second waits for the first to
   * commit and then counts what is left, so both can never pass the last-admin check.
   * MySQL/MariaDB lock the rows (SELECT … FOR UPDATE); on SQLite, TransactionRunner takes turns.
   */
  private async lockAdmins(manager: EntityManager): Promise<number[]> {
    const query = manager
      .getRepository(UserRole)
      .createQueryBuilder('link')
      .where('link.role = :role', { role: 'admin' });
    if (this.transactions.rowLocks) query.setLock('pessimistic_write');
    return (await query.getMany()).map((link) => link.userId);
  }

  async create(actor: AuthUser, input: UserCreateRequest, locale: Locale): Promise<User> {
    const roles = [...new Set(input.roles)];
    this.checkAssignable(actor, roles);
    await this.assertEmailFree(input.email);
    let user: User;
    try {
      user = await this.transactions.run(async (manager) => {
        const entity = manager.getRepository(User).create({
          name: input.name,
          email: input.email,
          passwordHash: null,
          passwordSetAt: null,
          locale,
          searchText: foldText(input.email, input.name),
          roleLinks: roles.map((role) => Object.assign(new UserRole(), { role })),
        });
        return manager.getRepository(User).save(entity);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationException.field('email', 'errors.email_in_use');
      throw error;
    }
    await this.sendInvitation(user, actor.name);
    return (await this.findById(user.id)) as User;
  }

  /**
   * E-mails a single-use link to the invitation page, in the new user's language: the page asks
   * for a first password, and only sending it uses the link up and signs them in.
   */
  async sendInvitation(user: User, inviterName: string): Promise<void> {
    const token = await this.tokens.issue(user.id, 'invitation', INVITATION_TTL_HOURS * 60);
    const page = buildPath(user.locale, { name: 'auth', page: 'invitation' });
    const url = `${this.config.appUrl}${page}?token=${token}`;
    await this.mail.send({
      to: user.email,
      ...invitationMail(user.locale, {
        name: user.name,
        inviterName,
        url,
        expiresInHours: INVITATION_TTL_HOURS,
      }),
    });
    await this.audit.record({ action: 'invitation_sent', entity: 'user', entityId: user.id });
  }

  async update(actor: AuthUser, id: number, input: Partial<UserUpdateRequest>): Promise<User> {
    return this.transactions.run(async (manager) => {
      // Locked before anything is read, so the reads below see any concurrent change committed.
      const admins = input.roles !== undefined ? await this.lockAdmins(manager) : [];
      const repo = manager.getRepository(User);
      const user = await repo.findOne({ where: { id }, relations: { roleLinks: true } });
      if (!user) throw new ApiException(404, 'errors.not_found');
      if (input.email !== undefined && input.email !== user.email)
        await this.assertEmailFree(input.email, id);
      if (input.roles !== undefined) {
        const roles = [...new Set(input.roles)];
        this.checkAssignable(actor, roles, user.roles);
        if (admins.includes(id) && !roles.includes('admin') && admins.length <= 1) {
          throw ValidationException.field('roles', 'errors.last_admin');
        }
        // Only the roles that change are written, row by row, so the audit log shows each.
        const links = manager.getRepository(UserRole);
        const dropped = user.roleLinks.filter((link) => !roles.includes(link.role));
        if (dropped.length) await links.remove(dropped);
        const added = roles.filter((role) => !user.roles.includes(role));
        if (added.length) await links.save(added.map((role) => links.create({ userId: id, role })));
      }
      if (input.name !== undefined) user.name = input.name;
      if (input.email !== undefined) user.email = input.email;
      user.searchText = foldText(user.email, user.name);
      try {
        // save() of the changed columns only: the audit log gets the row as it was.
        await repo.save(
          repo.create({ id, name: user.name, email: user.email, searchText: user.searchText }),
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw ValidationException.field('email', 'errors.email_in_use');
        throw error;
      }
      return (await repo.findOne({ where: { id }, relations: { roleLinks: true } })) as User;
    });
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    if (actor.id === id) throw new ApiException(403, 'errors.cannot_delete_self');
    await this.transactions.run(async (manager) => {
      const admins = await this.lockAdmins(manager);
      const user = await manager.getRepository(User).findOne({ where: { id } });
      if (!user) throw new ApiException(404, 'errors.not_found');
      if (admins.includes(id) && admins.length <= 1) {
        throw new ApiException(409, 'errors.last_admin');
      }
      // remove() of the loaded row, so the audit log keeps what was deleted.
      await manager.getRepository(User).remove(user);
    });
  }

  /** Profile edits by the user themself (never roles). */
  async updateProfile(id: number, input: { name: string; email: string }): Promise<User> {
    await this.assertEmailFree(input.email, id);
    try {
      await this.users.save(
        this.users.create({
          id,
          name: input.name,
          email: input.email,
          searchText: foldText(input.email, input.name),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationException.field('email', 'errors.email_in_use');
      throw error;
    }
    return this.getOrFail(id);
  }

  /** Bumps the session version: every session of the account ends (SessionSerializer). */
  async endSessions(id: number): Promise<User> {
    await this.users.increment({ id }, 'sessionVersion', 1);
    return this.getOrFail(id);
  }

  /**
   * Stores a new password hash and bumps the session version, which ends other sessions.
   * The audit entry (`how` it happened, never the hash) commits with it.
   */
  async setPassword(
    id: number,
    passwordHash: string,
    how: 'password_reset' | 'password_set' | 'password_changed',
    /** set through an e-mailed link (reset, invitation): nobody is signed in, the owner acts */
    { byOwner = how === 'password_reset' }: { byOwner?: boolean } = {},
  ): Promise<User> {
    await this.transactions.run(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(User)
        .set({
          passwordHash,
          passwordSetAt: new Date(),
          sessionVersion: () => 'session_version + 1',
        })
        .where('id = :id', { id })
        .execute();
      const user = await manager.getRepository(User).findOne({ where: { id } });
      const actor = byOwner && user ? { id, name: user.name } : undefined;
      await this.audit.record({ action: how, entity: 'user', entityId: id, actor }, manager);
    });
    const user = await this.getOrFail(id);
    // Whoever can read the account's mail (reset) or was invited (first password) is its owner:
    // the failures of whoever else tried no longer keep them out.
    if (how !== 'password_changed') await this.locks.lift(user.email);
    return user;
  }

  /** An administrator forgets the account's failed sign-ins; audited when there was a lock. */
  async liftSignInLock(id: number): Promise<User> {
    const user = await this.getOrFail(id);
    if (await this.locks.lift(user.email))
      await this.audit.record({ action: 'sign_in_unlocked', entity: 'user', entityId: id });
    return user;
  }

  async setLocale(id: number, locale: Locale): Promise<void> {
    await this.users.update({ id }, { locale });
  }
}
