import type { Role } from '@bolsos/contracts';
import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/** One row per role: lets us count admins with an index instead of parsing a list. */
@Entity({ name: 'user_roles' })
@Index('IDX_user_roles_role', ['role'])
export class UserRole {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  role!: Role;

  @ManyToOne(() => User, (user) => user.roleLinks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: Relation<User>;
}
