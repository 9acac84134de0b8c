import type { EntityMetadata, QueryRunner } from 'typeorm';
import { Popular } from '../../populars/entities/popular.entity';
import { ProductImage } from '../../products/entities/product-image.entity';
import { ProductSlugHistory } from '../../products/entities/product-slug-history.entity';
import { ProductTranslation } from '../../products/entities/product-translation.entity';
import { Product } from '../../products/entities/product.entity';
import { RouteRedirect } from '../../redirects/entities/route-redirect.entity';
import { EVERYTHING } from './cache-tags';
import { describeWrite } from './catalogue-write-reach';

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
        tags: [
          'product:7',
          'card:7',
          'list:all',
          'list:tote_bags',
          'list:backpacks',
          'members:all',
          'members:tote_bags',
          'members:backpacks',
          'search',
          'sitemap',
        ],
      },
      // Its own write named its category: deleted in a transaction, no list is owed for it.
      named: 7,
    });
  });

  it('finds a removed product by the row it was; a picture names its card, no list', () => {
    // TypeORM clears the id of a removed entity; the row it was still has it.
    const removed = describeWrite(event(Product, { category: 'crossbody' }, { id: 4 }));
    expect(removed.change).not.toBe(EVERYTHING);
    expect(removed.categoryOf).toBeUndefined();
    expect(removed.named).toBe(4);
    expect(describeWrite(event(ProductImage, { productId: 9 }))).toEqual({
      // The pages showing its card, no other page of its lists; the sitemap lists no pictures.
      change: { tags: ['product:9', 'card:9', 'search'] },
    });
  });

  it('names only the page of a product whose update leaves its card and its lists as they were', () => {
    const created = new Date('2026-11-01T10:00:00Z');
    const row = {
      id: 7,
      category: 'backpacks',
      price: '45.00',
      published: true,
      createdAt: created,
    };
    // The time of the last edit: the page (and the sitemap's lastmod), not the lists.
    const touched = { ...row, price: 45, published: 1, updatedAt: new Date() };
    expect(
      describeWrite(event(Product, touched, { ...row, createdAt: new Date(created) })),
    ).toEqual({
      change: { tags: ['product:7', 'sitemap'] },
    });
    const text = { id: 3, productId: 7, locale: 'en', name: 'Hiking pack', slug: 'hiking-pack' };
    const described = { ...text, description: 'Now waterproof' };
    expect(
      describeWrite(event(ProductTranslation, described, { ...text, description: 'Roomy' })),
    ).toEqual({ change: { tags: ['product:7', 'search'] } });
    // A description emptied takes the product out of the English list: the lists are named.
    const emptied = describeWrite(
      event(ProductTranslation, { ...text, description: ' ' }, { ...text, description: 'Roomy' }),
    );
    expect(emptied.change).not.toBe(EVERYTHING);
    expect(emptied.categoryOf).toBe(7);
    const tagsOf = (target: unknown, changed: object, before: object) => {
      const { change } = describeWrite(event(target, changed, before));
      return change === EVERYTHING ? [] : change.tags;
    };
    // A new name or address shows on its card: the pages showing it, no other list page.
    for (const changed of [
      { ...described, name: 'Trail pack' },
      { ...described, slug: 'trail-pack' },
    ]) {
      expect(tagsOf(ProductTranslation, changed, described)).toEqual(
        expect.arrayContaining(['card:7', 'sitemap']),
      );
      expect(
        tagsOf(ProductTranslation, changed, described).filter((t) =>
          /^(list|prices|members):/.test(t),
        ),
      ).toEqual([]);
    }
    // A new price: its card, and the lists in price order or within price bounds.
    expect(tagsOf(Product, { ...row, price: '49.00' }, row)).toEqual(
      expect.arrayContaining(['card:7', 'prices:all', 'prices:backpacks']),
    );
    expect(tagsOf(Product, { ...row, price: '49.00' }, row)).not.toContain('list:all');
    // A new creation time moves it in every order.
    expect(tagsOf(Product, { ...row, createdAt: new Date() }, row)).toEqual(
      expect.arrayContaining(['list:all', 'list:backpacks', 'prices:all']),
    );
    // A new state or category, or an update that does not say: every page of its lists.
    for (const changed of [
      { ...row, published: false },
      { ...row, category: 'travel' },
      { id: 7, price: '45.00' },
    ])
      expect(tagsOf(Product, changed, row)).toEqual(expect.arrayContaining(['card:7', 'list:all']));
    // An insert or a removal is never "unchanged", whatever the event carries.
    for (const kind of ['insert', 'remove'] as const)
      expect(describeWrite(event(Product, row, row), kind).change).toMatchObject({
        tags: expect.arrayContaining(['card:7', 'list:all']),
      });
  });

  it('names the totals of the lists a product enters or leaves, and only those', () => {
    const row = { id: 7, category: 'backpacks', price: '45.00', published: true };
    const tagsOf = (
      target: unknown,
      entity: object,
      before?: object,
      kind?: 'insert' | 'remove',
    ) => {
      const { change } = describeWrite(event(target, entity, before), kind);
      return change === EVERYTHING ? [] : change.tags;
    };
    // A new price or name changes pages of its lists, not their totals.
    for (const [target, entity, before] of [
      [Product, { ...row, price: '49.00' }, row],
      [
        ProductTranslation,
        { productId: 7, locale: 'en', name: 'B', description: 'x' },
        { productId: 7, locale: 'en', name: 'A', description: 'y' },
      ],
    ] as const) {
      expect(tagsOf(target, entity, before)).toContain('card:7');
      expect(tagsOf(target, entity, before).filter((t) => t.startsWith('members:'))).toEqual([]);
    }
    expect(tagsOf(ProductImage, { productId: 7 }, undefined, 'insert')).not.toContain(
      'members:all',
    );
    // Published, hidden, moved, created, deleted: the totals of every list it was or is in.
    expect(tagsOf(Product, { ...row, published: false }, row)).toEqual(
      expect.arrayContaining(['members:all', 'members:backpacks']),
    );
    expect(tagsOf(Product, { ...row, category: 'crossbody' }, row)).toEqual(
      expect.arrayContaining(['members:all', 'members:backpacks', 'members:crossbody']),
    );
    for (const kind of ['insert', 'remove'] as const)
      expect(tagsOf(Product, row, undefined, kind)).toContain('members:backpacks');
    // A language's text emptied or given: the lists in that language, its category read at commit.
    const text = { productId: 7, locale: 'zh', name: '包', description: '帆布' };
    expect(
      describeWrite(event(ProductTranslation, { ...text, description: '' }, text)),
    ).toMatchObject({ categoryOf: 7, reach: 'members' });
    expect(describeWrite(event(ProductTranslation, text), 'insert')).toMatchObject({
      categoryOf: 7,
      reach: 'members',
    });
    // An update whose event lacks the state or category is taken as moving the product.
    expect(tagsOf(Product, { id: 7, price: '45.00' }, row)).toContain('members:all');
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
