import {
  type ContactMessageProduct,
  type DashboardResponse,
  LOCALES,
  type Locale,
} from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { contactMessageContract } from '../contact/contact-message.contract';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { Popular } from '../populars/entities/popular.entity';
import { Product } from '../products/entities/product.entity';
import { ProductPresenter } from '../products/product-presenter';
import { missingInLocaleSql } from '../products/product-list-sql';
import { ProductsService } from '../products/products.service';
import { User } from '../users/entities/user.entity';

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
  ) {}

  /** Counts and the newest messages; products named and linked in the staff member's language. */
  async summary(locale: Locale): Promise<DashboardResponse> {
    const [products, users, populars, messages, ...incomplete] = await Promise.all([
      this.dataSource.getRepository(Product).count(),
      this.dataSource.getRepository(User).count(),
      this.dataSource.getRepository(Popular).count(),
      this.dataSource
        .getRepository(ContactMessage)
        .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 10 }),
      ...LOCALES.map((l) =>
        this.dataSource
          .getRepository(Product)
          .createQueryBuilder('p')
          .where(missingInLocaleSql(l))
          .getCount(),
      ),
    ]);
    const ids = [...new Set(messages.map((m) => m.productId).filter((id): id is number => !!id))];
    const about = new Map<number, ContactMessageProduct>();
    for (const product of await this.products.hydrate(
      ids,
      locale === 'es' ? ['es'] : [locale, 'es'],
    )) {
      const text = this.presenter.pick(product.translations, locale);
      const path = this.presenter.pagePath(product, locale);
      if (!text || !path) continue;
      about.set(product.id, { id: product.id, name: text.name, path });
    }
    return {
      counts: { products, users, populars },
      incomplete: Object.fromEntries(LOCALES.map((l, i) => [l, incomplete[i]])) as Record<
        Locale,
        number
      >,
      recent_messages: messages.map((m) =>
        contactMessageContract(m, (m.productId && about.get(m.productId)) || null),
      ),
    };
  }
}
