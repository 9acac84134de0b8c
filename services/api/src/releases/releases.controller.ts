import {
  isReleaseRemote,
  RELEASE_REMOTES,
  releaseCreateSchema,
  releasePromoteSchema,
  type ReleaseCreate,
  type ReleasePromote,
  type ReleaseRemote,
  type ReleasesOverview,
} from '@bolsos/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  type PipeTransform,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  ReleaseTokenActor,
  ReleaseTokenAllowed,
} from '../common/decorators/release-token-allowed.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { Actor } from '../common/context/request-context';
import { ApiException } from '../common/exceptions/api.exception';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ReleaseCreateDto, ReleasePromoteDto, ReleasesOverviewDto } from './dto/release.dto';
import { ReleaseUploadsService } from './release-uploads.service';
import { ReleasesService } from './releases.service';

@Injectable()
export class RemoteParamPipe implements PipeTransform<string, ReleaseRemote> {
  transform(value: string): ReleaseRemote {
    if (!isReleaseRemote(value)) throw new ApiException(404, 'errors.not_found');
    return value;
  }
}

const remoteParam = ApiParam({ name: 'remote', enum: RELEASE_REMOTES });

/**
 * The remotes' releases (docs/releasing.md): admins, and a team's pipeline with a release token
 * (the release CLI's --api mode). Every switch is audited, a token's under its name, and reaches
 * every replica.
 */
@Controller('releases')
@Roles('admin')
@ReleaseTokenAllowed()
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly uploads: ReleaseUploadsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Each remote’s live release and its history, newest first' })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  list(): Promise<ReleasesOverview> {
    return this.releases.overview();
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a release whose files are in place and make it live, or a canary (audited)',
    description:
      'The files are a build of the remote in RELEASES_DIR/<folder>/<id>/, or in the bucket ' +
      '(422 if not). With `files` (uploaded by PUT …/files/{path}), each must be in place with ' +
      'its size (422 naming the others); in a bucket they become the release’s list. A share ' +
      'below 100 starts it as the remote’s canary for that per cent of visitors (409 while ' +
      'another canary runs).',
  })
  @ApiBody({ type: ReleaseCreateDto })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(409, 422)
  async create(
    @Body(new ContractValidationPipe(releaseCreateSchema)) body: ReleaseCreate,
    @ReleaseTokenActor() token?: Actor,
  ): Promise<ReleasesOverview> {
    if (body.files) await this.uploads.complete(body.remote, body.id, body.files);
    return this.releases.create(body, 'api', token);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @remoteParam
  @ApiOperation({
    summary: 'Go back to what was live before the current release (audited)',
    description:
      'A running canary is aborted too (only the canary, when the remote runs its default ' +
      'build). 409 when there is nothing to undo.',
  })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(404, 409)
  rollback(
    @Param('remote', RemoteParamPipe) remote: ReleaseRemote,
    @ReleaseTokenActor() token?: Actor,
  ): Promise<ReleasesOverview> {
    return this.releases.rollback(remote, 'api', token);
  }

  @Post(':remote/promote')
  @HttpCode(200)
  @remoteParam
  @ApiOperation({
    summary: 'Make a kept release live for every visitor, or a canary for a share (audited)',
    description:
      'share 100 (the default): live for everyone, a running canary of another release is ' +
      'aborted. share 1–99: the remote’s canary for that per cent of visitors, or the running ' +
      'canary’s new share. 409 when its files are no longer kept, when another canary runs, or ' +
      'for a canary of the live release.',
  })
  @ApiBody({ type: ReleasePromoteDto })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(404, 409, 422)
  promote(
    @Param('remote', RemoteParamPipe) remote: ReleaseRemote,
    @Body(new ContractValidationPipe(releasePromoteSchema)) body: ReleasePromote,
    @ReleaseTokenActor() token?: Actor,
  ): Promise<ReleasesOverview> {
    return this.releases.promote(remote, body, 'api', token);
  }

  @Post(':remote/abort')
  @HttpCode(200)
  @remoteParam
  @ApiOperation({
    summary: 'Stop the remote’s canary: everyone gets the live release again (audited)',
    description: '409 when no canary runs.',
  })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(404, 409)
  abort(
    @Param('remote', RemoteParamPipe) remote: ReleaseRemote,
    @ReleaseTokenActor() token?: Actor,
  ): Promise<ReleasesOverview> {
    return this.releases.abort(remote, 'manual', 'api', token);
  }
}
