import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogController } from './catalog.controller';
import { CatalogTotals } from './catalog-totals.service';
import { ListRowKeys } from './list-row-keys.service';
import { ProductImage } from './entities/product-image.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductBulkService } from './product-bulk.service';
import { ProductDuplicator } from './product-duplicate.service';
import { ProductEditor } from './product-editor.service';
import { ProductImageFiles } from './product-image-files.service';
import { ProductImagesController } from './product-images.controller';
import { ProductImagesService } from './product-images.service';
import { ProductPresenter } from './product-presenter';
import { ProductsTransferController } from './products-transfer.controller';
import { ProductsTransferService } from './products-transfer.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

/**
 * Products: staff controllers (products, images, CSV) and a public catalogue controller. The
 * CSV controller comes first: Express matches in this order, and `/products/:id` would
 * otherwise take `/products/export.csv`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductTranslation, ProductImage])],
  controllers: [
    ProductsTransferController,
    ProductsController,
    ProductImagesController,
    CatalogController,
  ],
  providers: [
    ProductsService,
    CatalogTotals,
    ListRowKeys,
    ProductPresenter,
    ProductEditor,
    ProductDuplicator,
    ProductBulkService,
    ProductImageFiles,
    ProductImagesService,
    ProductsTransferService,
  ],
  exports: [ProductsService, ProductPresenter],
})
export class ProductsModule {}
