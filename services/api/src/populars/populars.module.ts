import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductsModule } from '../products/products.module';
import { CatalogPopularsController } from './catalog-populars.controller';
import { Popular } from './entities/popular.entity';
import { PopularsController } from './populars.controller';
import { PopularsService } from './populars.service';

@Module({
  imports: [TypeOrmModule.forFeature([Popular]), ProductsModule],
  controllers: [PopularsController, CatalogPopularsController],
  providers: [PopularsService],
  exports: [PopularsService],
})
export class PopularsModule {}
