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

@Entity({ name: 'product_images' })
@Index('IDX_product_images_product_position', ['productId', 'position'])
export class ProductImage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, (product) => product.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product>;

  @Column({ type: 'int', default: 0 })
  position!: number;

  /** Content hash; every rendition's file name starts with it, so URLs can be cached forever. */
  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey!: string;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  /** Widths of the WebP renditions that exist for this image. */
  @Column({ type: 'simple-json' })
  variants!: number[];

  @Column({ name: 'alt_es', type: 'varchar', length: 200, default: '' })
  altEs!: string;

  @Column({ name: 'alt_en', type: 'varchar', length: 200, nullable: true })
  altEn!: string | null;

  @Column({ name: 'alt_zh', type: 'varchar', length: 200, nullable: true })
  altZh!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
