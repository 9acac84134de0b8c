import type { Category } from '@bolsos/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { ProductImage } from './product-image.entity';
import { ProductTranslation } from './product-translation.entity';

/** Prices travel as fixed two-decimal strings: no float drift between SQLite and MySQL. */
export const priceTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) =>
    value === null || value === undefined ? value : Number(value).toFixed(2),
  from: (value: string | number | null) => (value === null ? value : Number(value).toFixed(2)),
};

@Entity({ name: 'products' })
@Index('IDX_products_category_published', ['category', 'published'])
// The staff list's sorts (ties by id, which every index carries): a page without sorting them all.
@Index('IDX_products_price', ['price'])
@Index('IDX_products_updated_at', ['updatedAt'])
// The catalogue's orders, all products and per category: a page, first or last, reads a few
// entries of one of these in order instead of sorting every published product.
@Index('IDX_products_published_created_at', ['published', 'createdAt'])
@Index('IDX_products_published_price', ['published', 'price'])
@Index('IDX_products_category_published_created_at', ['category', 'published', 'createdAt'])
@Index('IDX_products_category_published_price', ['category', 'published', 'price'])
export class Product {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  category!: Category;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: priceTransformer })
  price!: string;

  @Column({ type: 'boolean', default: true })
  published!: boolean;

  @OneToMany(() => ProductTranslation, (translation) => translation.product, { cascade: true })
  translations!: ProductTranslation[];

  @OneToMany(() => ProductImage, (image) => image.product, { cascade: true })
  images!: ProductImage[];

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;
}
