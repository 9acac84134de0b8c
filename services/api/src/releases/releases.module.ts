import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Release } from './entities/release.entity';
import { ReleaseHealth } from './health/entities/release-health.entity';
import { ReleaseHealthController } from './health/release-health.controller';
import { ReleaseHealthService } from './health/release-health.service';
import { ReleaseUploadsController } from './release-uploads.controller';
import { ReleaseUploadsService } from './release-uploads.service';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleaseTokensService } from './tokens/release-tokens.service';
import { ReleaseTokenVerifier } from '../common/guards/release-token-verifier';

@Module({
  imports: [TypeOrmModule.forFeature([Release, ReleaseHealth])],
  controllers: [ReleasesController, ReleaseUploadsController, ReleaseHealthController],
  providers: [
    ReleasesService,
    ReleaseHealthService,
    ReleaseUploadsService,
    ReleaseTokensService,
    // The global guards check release tokens through this (common/guards).
    { provide: ReleaseTokenVerifier, useExisting: ReleaseTokensService },
  ],
  exports: [ReleasesService, ReleaseHealthService, ReleaseTokenVerifier],
})
export class ReleasesModule {}
