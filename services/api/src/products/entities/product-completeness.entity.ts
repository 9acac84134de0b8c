import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Product } from './product.entity';

/**
 * Per product, whether each language lacks something (Product.missing not empty), kept by
 * ProductCompletenessSubscriber as translations and images change. The staff list's "missing"
 * filter and the dashboard's counts read these flags instead of checking every product's texts
 * and images on each request. Not audited and not part of the catalogue: it is derived data.
 */
@Entity({ name: 'product_completeness' })
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
