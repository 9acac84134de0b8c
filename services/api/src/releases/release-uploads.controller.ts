import { RELEASE_FILE_MAX_BYTES, RELEASE_REMOTES, type ReleaseRemote } from '@bolsos/contracts';
import { Body, Controller, HttpCode, Param, Put, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOperation,
  ApiProperty,
} from '@nestjs/swagger';
import { ReleaseTokenAllowed } from '../common/decorators/release-token-allowed.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ReleaseUploadInterceptor } from './release-upload.interceptor';
import { ReleaseUploadsService } from './release-uploads.service';
import { RemoteParamPipe } from './releases.controller';

/** The route's parameters in one object, so the document lists them in the route's order. */
class ReleaseFileParamsDto {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty({ example: '0.1.0-20261124t100000000z', pattern: '^[0-9a-z][0-9a-z.-]{0,99}$' })
  id!: string;
  @ApiProperty({
    example: 'static%2Fjs%2Fmain.1a2b3c.js',
    description:
      'the file’s path in the release, URL-encoded as one segment: relative, of letters, ' +
      'digits and . _ - @ ~ +, without .. or \\ (422 otherwise)',
  })
  path!: string;
}

/** A release's files, uploaded by a team's pipeline (or an admin) before it is recorded. */
@Controller('releases')
@Roles('admin')
@ReleaseTokenAllowed()
export class ReleaseUploadsController {
  constructor(private readonly uploads: ReleaseUploadsService) {}

  @Put(':remote/:id/files/*path')
  @HttpCode(204)
  @UseInterceptors(ReleaseUploadInterceptor)
  @ApiOperation({
    summary: 'Upload one file of a release not recorded yet (raw bytes)',
    description:
      `Up to ${RELEASE_FILE_MAX_BYTES / 1024 / 1024} MiB a file (413 beyond). Written to the ` +
      'release’s folder, or the bucket on RELEASES_DRIVER=s3; then POST /api/releases with the ' +
      'list of files records it. 409 once the release is recorded (or whole in the bucket): a ' +
      'release never changes.',
  })
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiNoContentResponse({ description: 'Stored' })
  @ApiErrors(404, 409, 422)
  async put(@Param() params: ReleaseFileParamsDto, @Body() bytes: Buffer): Promise<void> {
    // Express gives a wildcard's segments when a proxy decoded the path's %2F: the same path.
    const file = params.path as string | string[];
    await this.uploads.put(
      new RemoteParamPipe().transform(params.remote),
      params.id,
      Array.isArray(file) ? file.join('/') : file,
      bytes,
    );
  }
}
