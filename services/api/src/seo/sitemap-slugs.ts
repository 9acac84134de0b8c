import type { Category, Locale } from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { ProductTranslation } from '../products/entities/product-translation.entity';

/** What a product's sitemap entries are made of, less its texts: its category and slugs. */
export interface SitemapSlugRow {
  id: number;
  category: Category;
  slugs: Partial<Record<Locale, string>>;
}

/**
 * Reads the category and slug per language of products, without their names and descriptions:
 * enough to know how many bytes each product's sitemap entries take, so the sitemap is cut into
 * parts under the byte limit without reading the catalogue's texts.
 */
@Injectable()
export class SitemapSlugs {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async slugs(ids: number[]): Promise<SitemapSlugRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(ProductTranslation)
      .createQueryBuilder('t')
      .innerJoin('t.product', 'p')
      .select('t.productId', 'id')
      .addSelect('t.locale', 'locale')
      .addSelect('t.slug', 'slug')
      .addSelect('p.category', 'category')
      .where({ productId: In(ids) })
      .getRawMany<{ id: number | string; locale: Locale; slug: string; category: Category }>();
    const byId = new Map<number, SitemapSlugRow>();
    for (const row of rows) {
      const id = Number(row.id);
      let product = byId.get(id);
      if (!product) byId.set(id, (product = { id, category: row.category, slugs: {} }));
      product.slugs[row.locale] = row.slug;
    }
    return [...byId.values()];
  }
}
