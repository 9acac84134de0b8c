import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Product } from './product.entity';

/**
 * Per product, whether each language lacks something (Product.missing not empty), kept by
 * ProductCompletenessSubscriber as translations and images change. The staff list's "missing"
 * filter and the dashboard's counts read these flags instead of checking every product's texts
 * and images on each request. Not audited and not part of the catalogue: it is derived data.
 */
@Entity({ name: 'product_completeness' })
// The "missing" filter asks for the products lacking one language: each flag with the id, so the
// few thousand that lack it are read from the index, not the whole table (MariaDB, 100,000
// products: 120–150 ms without).
@Index('IDX_product_completeness_missing_es', ['missingEs', 'productId'])
@Index('IDX_product_completeness_missing_en', ['missingEn', 'productId'])
@Index('IDX_product_completeness_missing_zh', ['missingZh', 'productId'])
export class ProductCompleteness {
  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product>;

  @Column({ name: 'missing_es', type: 'boolean', default: false })
  missingEs!: boolean;

  @Column({ name: 'missing_en', type: 'boolean', default: false })
  missingEn!: boolean;

  @Column({ name: 'missing_zh', type: 'boolean', default: false })
  missingZh!: boolean;
}
