import type { Locale } from '@bolsos/contracts';
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
import { Product } from './product.entity';

/**
 * Slugs a product used to have, so links shared before a rename still land on
 * it (301 to the current page). One owner per slug and language: the latest
 * product to give it up. A slug in use right now always wins over this table.
 */
@Entity({ name: 'product_slug_history' })
@Index('UQ_product_slug_history_locale_slug', ['locale', 'slug'], { unique: true })
export class ProductSlugHistory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product>;

  @Column({ type: 'varchar', length: 5 })
  locale!: Locale;

  @Column({ type: 'varchar', length: 140 })
  slug!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
