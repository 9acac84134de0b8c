import { LOCALES, type Role } from '@bolsos/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../../auth/password-hasher.service';
import { foldText } from '../../common/utils/fold-text';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Popular } from '../../populars/entities/popular.entity';
import { ShopDetails } from '../../shop/entities/shop-details.entity';
import { DEMO_SHOP } from './demo-shop';
import { ProductImage } from '../../products/entities/product-image.entity';
import { ProductTranslation } from '../../products/entities/product-translation.entity';
import { Product } from '../../products/entities/product.entity';
import { RouteRedirect } from '../../redirects/entities/route-redirect.entity';
import { ImageProcessor } from '../../storage/image-processor.service';
import { UserRole } from '../../users/entities/user-role.entity';
import { User } from '../../users/entities/user.entity';
import { DEMO_POPULAR_KEYS, DEMO_PRODUCTS, DEMO_REDIRECTS } from './demo-catalogue';
import { renderDemoProductSvg } from './demo-image';

export const DEMO_STAFF: { name: string; email: string; password: string; roles: Role[] }[] = [
  {
    name: 'Ana Administradora',
    email: 'admin@bolsos.test',
    password: 'Admin#2026demo',
    roles: ['admin'],
  },
  {
    name: 'Mario Gerente',
    email: 'manager@bolsos.test',
    password: 'Manager#2026demo',
    roles: ['manager'],
  },
];

/**
 * The demo shop for a first local run. Each part is seeded only when its table
 * is empty, so restarting never duplicates data; production never seeds.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly images: ImageProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    if (this.config.env === 'production') throw new Error('The demo seed never runs in production');
    await this.seedStaff();
    await this.seedCatalogue();
    await this.seedRedirects();
    await this.seedShop();
  }

  async seedStaff(): Promise<void> {
    const users = this.dataSource.getRepository(User);
    if ((await users.count()) > 0) return;
    for (const staff of DEMO_STAFF) {
      await users.save(
        users.create({
          name: staff.name,
          email: staff.email,
          passwordHash: await this.hasher.hash(staff.password),
          passwordSetAt: new Date(),
          locale: 'es',
          searchText: foldText(staff.email, staff.name),
          roleLinks: staff.roles.map((role) => Object.assign(new UserRole(), { role })),
        }),
      );
    }
    this.logger.log(
      `Demo staff: ${DEMO_STAFF.map((s) => `${s.email} / ${s.password}`).join(', ')}`,
    );
  }

  async seedCatalogue(): Promise<void> {
    const products = this.dataSource.getRepository(Product);
    if ((await products.count()) > 0) return;
    const started = Date.now();
    const idsByKey = new Map<string, number>();
    for (const demo of DEMO_PRODUCTS) {
      const images: Partial<ProductImage>[] = [];
      for (const [position, image] of demo.images.entries()) {
        // 1200 px is plenty for the demo and keeps the first start quick.
        const svg = renderDemoProductSvg(demo.category, demo.palette, image.view, 1200, 900);
        const stored = await this.images.process(Buffer.from(svg));
        images.push({
          position,
          ...stored,
          altEs: image.alt.es,
          altEn: image.alt.en ?? null,
          altZh: image.alt.zh ?? null,
        });
      }
      const translations = LOCALES.flatMap((locale) => {
        const t = demo.translations[locale];
        return t
          ? [
              {
                locale,
                name: t.name,
                slug: t.slug,
                description: t.description,
                searchText: foldText(t.name),
              },
            ]
          : [];
      });
      const saved = await products.save(
        products.create({
          category: demo.category,
          price: demo.price,
          published: demo.published,
          translations: translations as ProductTranslation[],
          images: images as ProductImage[],
        }),
      );
      idsByKey.set(demo.key, saved.id);
    }
    const populars = this.dataSource.getRepository(Popular);
    await populars.save(
      DEMO_POPULAR_KEYS.map((key, position) =>
        populars.create({ productId: idsByKey.get(key), position }),
      ),
    );
    this.logger.log(
      `Demo catalogue: ${DEMO_PRODUCTS.length} products with images in ${Date.now() - started} ms`,
    );
  }

  async seedRedirects(): Promise<void> {
    const redirects = this.dataSource.getRepository(RouteRedirect);
    if ((await redirects.count()) > 0) return;
    await redirects.save(
      DEMO_REDIRECTS.map((r) => redirects.create({ fromPath: r.from, to: r.to, status: r.status })),
    );
  }

  async seedShop(): Promise<void> {
    const shop = this.dataSource.getRepository(ShopDetails);
    if ((await shop.count()) > 0) return;
    await shop.save(shop.create({ id: 1, details: DEMO_SHOP }));
  }
}
