import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductImage } from './entities/product-image.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';

/** Catalogue data. Staff and public endpoints arrive with the storefront and back-office issues. */
@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductTranslation, ProductImage])],
  exports: [TypeOrmModule],
})
export class ProductsModule {}
