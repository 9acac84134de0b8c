import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogShopController } from './catalog-shop.controller';
import { ShopDetails } from './entities/shop-details.entity';
import { ShopController } from './shop.controller';
import { ShopService } from './shop.service';

@Module({
  imports: [TypeOrmModule.forFeature([ShopDetails])],
  controllers: [ShopController, CatalogShopController],
  providers: [ShopService],
  exports: [ShopService],
})
export class ShopModule {}
