import type { EntityMetadata, QueryRunner } from 'typeorm';
import { Popular } from '../../populars/entities/popular.entity';
import { ProductImage } from '../../products/entities/product-image.entity';
import { ProductSlugHistory } from '../../products/entities/product-slug-history.entity';
import { Product } from '../../products/entities/product.entity';
import { RouteRedirect } from '../../redirects/entities/route-redirect.entity';
import { EVERYTHING } from './cache-tags';
import { describeWrite } from './catalogue-change.subscriber';

const event = (target: unknown, entity?: object, databaseEntity?: object, entityId?: unknown) => ({
  metadata: { target } as EntityMetadata,
  queryRunner: {} as QueryRunner,
  entity,
  databaseEntity,
  entityId,
});

describe('describeWrite', () => {
  it('names a saved product’s page, its old and new categories’ lists, search and sitemap', () => {
    expect(
      describeWrite(
        event(Product, { id: 7, category: 'tote_bags' }, { id: 7, category: 'backpacks' }),
      ),
    ).toEqual({
      change: {
        tags: ['product:7', 'list:all', 'list:tote_bags', 'list:backpacks', 'search', 'sitemap'],
      },
    });
  });

  it('finds a removed product by the row it was, and owes the category of a text or picture', () => {
    // TypeORM clears the id of a removed entity; the row it was still has it.
    const removed = describeWrite(event(Product, { category: 'crossbody' }, { id: 4 }));
    expect(removed.change).not.toBe(EVERYTHING);
    expect(removed.categoryOf).toBeUndefined();
    expect(describeWrite(event(ProductImage, { productId: 9 }))).toEqual({
      change: { tags: ['product:9', 'list:all', 'search', 'sitemap'] },
      categoryOf: 9,
    });
  });

  it('names everything for a write that names no product (a query builder update)', () => {
    expect(describeWrite(event(Product, { published: true })).change).toBe(EVERYTHING);
    expect(describeWrite(event(ProductImage, { altEs: 'x' })).change).toBe(EVERYTHING);
  });

  it('names the Popular list and redirects by themselves', () => {
    expect(describeWrite(event(Popular, { productId: 3 })).change).toEqual({ tags: ['populars'] });
    expect(describeWrite(event(RouteRedirect, { fromPath: '/x' })).change).toEqual({
      tags: ['redirects'],
    });
    // Every save that takes a slug back deletes its history row by locale and slug.
    expect(describeWrite(event(ProductSlugHistory)).change).toEqual({ tags: ['redirects'] });
  });
});
