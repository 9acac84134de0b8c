import {
  RELEASE_FAILURE_KINDS,
  RELEASE_REMOTES,
  type ReleaseFailureKind,
  type ReleaseHealthReport,
  type ReleaseLoadReport,
  type ReleaseRemote,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const TOKEN_DESCRIPTION =
  "the page load's token, from the remotes config answer's `load_token`: each counts once per " +
  'remote for a load and once for a failure, and expires; a report without a valid, unused one ' +
  'is dropped';

/** OpenAPI shape only: validation uses the shared contracts schema (releases.ts). */
export class ReleaseHealthReportDto implements ReleaseHealthReport {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty({
    example: '0.1.0-20261124t100000000z',
    description: "the release the failing code came from; 'default' for the remote's default build",
    pattern: '^(default|[0-9a-z][0-9a-z.-]{0,99})$',
  })
  release!: string;
  @ApiProperty({
    enum: RELEASE_FAILURE_KINDS,
    description: "load: the remote's code could not be fetched or started; render: its pages threw",
  })
  kind!: ReleaseFailureKind;
  @ApiPropertyOptional({ maxLength: 1000, description: TOKEN_DESCRIPTION })
  token?: string;
}

/** OpenAPI shape only: validation uses the shared contracts schema (releases.ts). */
export class ReleaseLoadReportDto implements ReleaseLoadReport {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty({
    example: '0.1.0-20261124t100000000z',
    description: "the release that rendered; 'default' for the remote's default build",
    pattern: '^(default|[0-9a-z][0-9a-z.-]{0,99})$',
  })
  release!: string;
  @ApiProperty({ maxLength: 1000, description: TOKEN_DESCRIPTION })
  token!: string;
}
