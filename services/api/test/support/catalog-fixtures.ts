import type { Category, Locale } from '@bolsos/contracts';
import { foldText } from '../../src/common/utils/fold-text';
import { ContactMessage } from '../../src/contact/entities/contact-message.entity';
import { Popular } from '../../src/populars/entities/popular.entity';
import type { ProductImage } from '../../src/products/entities/product-image.entity';
import type { ProductTranslation } from '../../src/products/entities/product-translation.entity';
import { Product } from '../../src/products/entities/product.entity';
import { ImageProcessor } from '../../src/storage/image-processor.service';
import type { TestApp } from './test-app';

export interface FixtureProduct {
  category: Category;
  price: string;
  published?: boolean;
  names: Partial<Record<Locale, string>> & { es: string };
  images?: number;
}

const svg = (hue: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="hsl(${hue},60%,50%)"/></svg>`,
  );

/** Inserts products the way staff would end up with them: translations, processed images. */
export async function createProducts(t: TestApp, items: FixtureProduct[]): Promise<Product[]> {
  const repo = t.dataSource.getRepository(Product);
  const images = t.app.get(ImageProcessor);
  const saved: Product[] = [];
  for (const [index, item] of items.entries()) {
    const translations = Object.entries(item.names).map(([locale, name]) => ({
      locale: locale as Locale,
      name,
      slug: `${foldText(name).replace(/[^a-z0-9\u4e00-\u9fff]+/g, '-')}-${index}`,
      description: `${name} description`,
      searchText: foldText(name),
    }));
    const pictures = [];
    for (let i = 0; i < (item.images ?? 1); i++) {
      pictures.push({
        position: i,
        ...(await images.process(svg(index * 40 + i * 10))),
        altEs: `${item.names.es} ${i}`,
        altEn: null,
        altZh: null,
      });
    }
    saved.push(
      await repo.save(
        repo.create({
          category: item.category,
          price: item.price,
          published: item.published ?? true,
          translations: translations as ProductTranslation[],
          images: pictures as ProductImage[],
        }),
      ),
    );
  }
  return saved;
}

export async function makePopular(t: TestApp, products: Product[]) {
  const repo = t.dataSource.getRepository(Popular);
  await repo.save(products.map((p, position) => repo.create({ productId: p.id, position })));
}

export async function createMessage(t: TestApp, name: string) {
  const repo = t.dataSource.getRepository(ContactMessage);
  return repo.save(
    repo.create({
      name,
      email: `${name.toLowerCase()}@x.pa`,
      phone: null,
      message: `Hola desde ${name}`,
      language: 'es',
      productId: null,
    }),
  );
}
