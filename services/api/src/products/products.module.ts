import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogController } from './catalog.controller';
import { ProductImage } from './entities/product-image.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductPresenter } from './product-presenter';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

/** Products: a staff controller and a public catalogue controller over one service. */
@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductTranslation, ProductImage])],
  controllers: [ProductsController, CatalogController],
  providers: [ProductsService, ProductPresenter],
  exports: [ProductsService, ProductPresenter],
})
export class ProductsModule {}
