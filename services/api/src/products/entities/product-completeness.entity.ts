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

/** Three translations' search texts (255 each) and the two line breaks between them. */
export const PRODUCT_SEARCH_TEXT_MAX = 800;

/**
 * Per product, whether each language lacks something (Product.missing not empty) and whether it
 * has its own name and description there (the catalogue lists it in that language), kept by
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
// A list in English or Chinese shows the products with their own name and description there:
// counted from these flags, not from every translation's text (0.3–0.5 s at 100,000 products).
@Index('IDX_product_completeness_translated_en', ['translatedEn', 'productId'])
@Index('IDX_product_completeness_translated_zh', ['translatedZh', 'productId'])
// The total of a public list in English or Chinese, all products or one category: one covering
// range of one index, instead of an IN subquery checking ~95,000 products' rows (100,000
// products: MariaDB 73 → 12 ms, SQLite 20 → 2 ms).
@Index('IDX_product_completeness_list_en', ['translatedEn', 'published', 'category'])
@Index('IDX_product_completeness_list_zh', ['translatedZh', 'published', 'category'])
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

  /** a name and a description of its own in the language (translatedJoinSql) */
  @Column({ name: 'translated_es', type: 'boolean', default: false })
  translatedEs!: boolean;

  @Column({ name: 'translated_en', type: 'boolean', default: false })
  translatedEn!: boolean;

  @Column({ name: 'translated_zh', type: 'boolean', default: false })
  translatedZh!: boolean;

  /**
   * Copies of the product's `published` and `category`, written with the flags in the same
   * transaction as the product (ProductCompletenessSubscriber), for the public lists' totals.
   */
  @Column({ type: 'boolean', default: false })
  published!: boolean;

  @Column({ type: 'varchar', length: 20, default: '' })
  category!: string;

  /**
   * The product's folded names in every language it has (Spanish, English, Chinese), one per
   * line: the staff search reads one row a product instead of three translations (MariaDB,
   * 100,000 products: a third of the rows to scan). Line breaks, since a folded search term never
   * holds one, so a term never matches across two names.
   */
  @Column({ name: 'search_text', type: 'varchar', length: PRODUCT_SEARCH_TEXT_MAX, default: '' })
  searchText!: string;
}
