import type { Locale } from '@bolsos/contracts';
import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Product } from './product.entity';

const TRANSLATION_SEARCH_TEXT_MAX = 255;

/** Name, slug and description per language; Spanish is required, the others fall back to it. */
@Entity({ name: 'product_translations' })
@Index('UQ_product_translations_product_locale', ['productId', 'locale'], { unique: true })
@Index('UQ_product_translations_locale_slug', ['locale', 'slug'], { unique: true })
// The staff list sorted by Spanish name reads this index in order instead of sorting every row.
@Index('IDX_product_translations_locale_search', ['locale', 'searchText', 'productId'])
export class ProductTranslation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Product, (product) => product.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: Relation<Product>;

  @Column({ type: 'varchar', length: 5 })
  locale!: Locale;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 140 })
  slug!: string;

  @Column({ type: 'text' })
  description!: string;

  /** Folded name for case- and accent-insensitive search. */
  @Column({
    name: 'search_text',
    type: 'varchar',
    length: TRANSLATION_SEARCH_TEXT_MAX,
    default: '',
  })
  searchText!: string;

  /** Folding can lengthen text (NFKD turns one ligature into many letters): fit the column. */
  @BeforeInsert()
  @BeforeUpdate()
  protected fitSearchText() {
    if (this.searchText) this.searchText = this.searchText.slice(0, TRANSLATION_SEARCH_TEXT_MAX);
  }
}
