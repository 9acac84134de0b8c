import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'route_redirects' })
export class RouteRedirect {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_route_redirects_from_path', { unique: true })
  @Column({ name: 'from_path', type: 'varchar', length: 255 })
  fromPath!: string;

  /** An internal path ("/productos") or an absolute external URL. */
  @Column({ name: 'to_target', type: 'varchar', length: 500 })
  to!: string;

  @Column({ type: 'int', default: 301 })
  status!: 301 | 302;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
