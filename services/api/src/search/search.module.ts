import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { CatalogSearchController } from './catalog-search.controller';
import { CatalogSearchService } from './catalog-search.service';

/** Storefront search: an in-memory index per language over the published catalogue. */
@Module({
  imports: [ProductsModule],
  controllers: [CatalogSearchController],
  providers: [CatalogSearchService],
  exports: [CatalogSearchService],
})
export class SearchModule {}
