import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Popular } from './entities/popular.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Popular])],
  exports: [TypeOrmModule],
})
export class PopularsModule {}
