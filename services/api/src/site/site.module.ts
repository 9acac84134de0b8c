import { Module } from '@nestjs/common';
import { PopularsModule } from '../populars/populars.module';
import { ProductsModule } from '../products/products.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { SearchModule } from '../search/search.module';
import { ShopModule } from '../shop/shop.module';
import { PageRenderer } from './page-renderer.service';

/** Server-rendered storefront pages (mounted on Express by static-site.ts). */
@Module({
  imports: [ProductsModule, PopularsModule, RedirectsModule, SearchModule, ShopModule],
  providers: [PageRenderer],
  exports: [PageRenderer],
})
export class SiteModule {}
