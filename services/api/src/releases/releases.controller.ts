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
import { Roles } from '../common/decorators/roles.decorator';
import { ApiException } from '../common/exceptions/api.exception';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ReleaseCreateDto, ReleasePromoteDto, ReleasesOverviewDto } from './dto/release.dto';
import { ReleasesService } from './releases.service';

@Injectable()
class RemoteParamPipe implements PipeTransform<string, ReleaseRemote> {
  transform(value: string): ReleaseRemote {
    if (!isReleaseRemote(value)) throw new ApiException(404, 'errors.not_found');
    return value;
  }
}

const remoteParam = ApiParam({ name: 'remote', enum: RELEASE_REMOTES });

/**
 * The remotes' releases (docs/releasing.md): admins, and the release CLI or a team's pipeline
 * signed in as one. Every switch is audited and reaches every replica.
 */
@Controller('releases')
@Roles('admin')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get()
  @ApiOperation({ summary: 'Each remote’s live release and its history, newest first' })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  list(): Promise<ReleasesOverview> {
    return this.releases.overview();
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a release whose files are in place and make it live (audited)',
    description: 'The files are a build of the remote in RELEASES_DIR/<folder>/<id>/ (422 if not).',
  })
  @ApiBody({ type: ReleaseCreateDto })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(422)
  create(
    @Body(new ContractValidationPipe(releaseCreateSchema)) body: ReleaseCreate,
  ): Promise<ReleasesOverview> {
    return this.releases.create(body);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @remoteParam
  @ApiOperation({
    summary: 'Go back to what was live before the current release (audited)',
    description: '409 when the remote runs its default build.',
  })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(404, 409)
  rollback(@Param('remote', RemoteParamPipe) remote: ReleaseRemote): Promise<ReleasesOverview> {
    return this.releases.rollback(remote);
  }

  @Post(':remote/promote')
  @HttpCode(200)
  @remoteParam
  @ApiOperation({
    summary: 'Make a kept release live for every visitor (audited)',
    description: '409 when its files are no longer kept.',
  })
  @ApiBody({ type: ReleasePromoteDto })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  @ApiErrors(404, 409, 422)
  promote(
    @Param('remote', RemoteParamPipe) remote: ReleaseRemote,
    @Body(new ContractValidationPipe(releasePromoteSchema)) body: ReleasePromote,
  ): Promise<ReleasesOverview> {
    return this.releases.promote(remote, body.id);
  }
}
