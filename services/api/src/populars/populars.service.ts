import type { CatalogProductSummary, Locale, Popular as PopularContract } from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProductPresenter } from '../products/product-presenter';
import { ProductsService } from '../products/products.service';
import { Popular } from './entities/popular.entity';

@Injectable()
export class PopularsService {
  constructor(
    @InjectRepository(Popular) private readonly populars: Repository<Popular>,
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
  ) {}

  private ordered(): Promise<Popular[]> {
    return this.populars.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** Staff view: every entry with its full product, published or not. */
  async list(): Promise<{ data: PopularContract[] }> {
    const rows = await this.ordered();
    const products = await this.products.hydrate(rows.map((r) => r.productId));
    const byId = new Map(products.map((p) => [p.id, p]));
    return {
      data: rows
        .filter((r) => byId.has(r.productId))
        .map((r) => ({
          id: r.id,
          position: r.position,
          product_id: r.productId,
          product: this.presenter.staff(byId.get(r.productId)!),
        })),
    };
  }

  /** Storefront view: the curated order, published products only, in one language. */
  async catalog(locale: Locale): Promise<{ data: CatalogProductSummary[] }> {
    const rows = await this.ordered();
    return {
      data: await this.products.summaries(
        rows.map((r) => r.productId),
        locale,
      ),
    };
  }

  count(): Promise<number> {
    return this.populars.count();
  }
}
