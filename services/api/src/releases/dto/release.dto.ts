import {
  RELEASE_REMOTES,
  RELEASE_STATUSES,
  type ReleaseCreate,
  type ReleaseFile,
  type ReleasePromote,
  type ReleaseRemote,
  type ReleasesOverview,
  type ReleaseStatus,
  type RemoteRelease,
  type RemoteReleases,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes only: validation uses the shared contracts schemas (releases.ts). */
export class RemoteReleaseDto implements RemoteRelease {
  @ApiProperty({ example: '0.1.0-20261124t100000000z' }) id!: string;
  @ApiProperty({ example: '0.1.0' }) version!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true }) released_by!: string | null;
  @ApiProperty() files!: number;
  @ApiProperty({ description: 'bytes' }) size!: number;
  @ApiProperty({ example: '/mfe/admin-users/releases/0.1.0-20261124t100000000z/mf-manifest.json' })
  manifest_url!: string;
  @ApiProperty({ enum: RELEASE_STATUSES }) status!: ReleaseStatus;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'per cent of visitors served it' })
  share!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the release live before this one went live (null: the default build)',
  })
  previous!: string | null;
  @ApiProperty({ description: 'its files are kept, so it can be served again' })
  available!: boolean;
  @ApiProperty({ minimum: 0, description: 'browsers given it in the health window' })
  loads!: number;
  @ApiProperty({ minimum: 0, description: 'failures browsers reported in the health window' })
  failures!: number;
  @ApiProperty({
    type: String,
    enum: ['manual', 'failures'],
    nullable: true,
    description: 'why a canary was stopped',
  })
  aborted_by!: 'manual' | 'failures' | null;
}

export class RemoteReleasesDto implements RemoteReleases {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty({ type: String, nullable: true, description: 'null: the default build' })
  live!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the canary release, if one runs' })
  canary!: string | null;
  @ApiProperty({ type: [RemoteReleaseDto], description: 'newest first' })
  releases!: RemoteReleaseDto[];
}

export class ReleasesOverviewDto implements ReleasesOverview {
  @ApiProperty({ enum: ['local', 'shared', 's3'] }) driver!: 'local' | 'shared' | 's3';
  @ApiProperty({ type: [RemoteReleasesDto] }) remotes!: RemoteReleasesDto[];
}

export class ReleaseFileDto implements ReleaseFile {
  @ApiProperty({ example: 'static/js/main.1a2b3c.js', maxLength: 300 }) path!: string;
  @ApiProperty({ minimum: 0, description: 'bytes' }) size!: number;
}

export class ReleaseCreateDto implements ReleaseCreate {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty({ example: '0.1.0-20261124t100000000z', pattern: '^[0-9a-z][0-9a-z.-]{0,99}$' })
  id!: string;
  @ApiProperty({ maxLength: 40 }) version!: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  released_by?: string | null;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: '1–99: a canary for that per cent of visitors; 100 (default): live for all',
  })
  share?: number;
  @ApiPropertyOptional({
    type: [ReleaseFileDto],
    description:
      'the files uploaded through the API (PUT …/files/{path}): each checked before the release ' +
      'is recorded; in a bucket, they become its list',
  })
  files?: ReleaseFileDto[];
}

export class ReleasePromoteDto implements ReleasePromote {
  @ApiProperty({ example: '0.1.0-20261124t100000000z', pattern: '^[0-9a-z][0-9a-z.-]{0,99}$' })
  id!: string;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: '1–99: a canary for that per cent of visitors; 100 (default): live for all',
  })
  share?: number;
}
