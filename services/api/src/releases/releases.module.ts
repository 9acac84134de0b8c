import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Release } from './entities/release.entity';
import { ReleaseHealth } from './health/entities/release-health.entity';
import { ReleaseHealthController } from './health/release-health.controller';
import { ReleaseHealthService } from './health/release-health.service';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';

@Module({
  imports: [TypeOrmModule.forFeature([Release, ReleaseHealth])],
  controllers: [ReleasesController, ReleaseHealthController],
  providers: [ReleasesService, ReleaseHealthService],
  exports: [ReleasesService, ReleaseHealthService],
})
export class ReleasesModule {}
