import { releaseHealthReportSchema, type ReleaseHealthReport } from '@bolsos/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { RateLimit } from '../../common/decorators/rate-limit.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ReleaseHealthReportDto } from './dto/release-health-report.dto';
import { ReleaseHealthService } from './release-health.service';

/**
 * The shell's beacon: a remote's release failed to load or render in a browser. Anyone's
 * browser may send it (visitors are not signed in), so it names a release and a kind and nothing
 * about the visitor, and each address may send few.
 */
@Controller('releases/health')
export class ReleaseHealthController {
  constructor(private readonly health: ReleaseHealthService) {}

  @Public()
  @Post()
  @HttpCode(204)
  // A page reports each remote's failure once; a few pages' worth per address is plenty.
  @RateLimit({ name: 'release-health', limit: 30, windowSeconds: 300 })
  @ApiOperation({
    summary: 'Report that a remote’s release failed in a browser (the shell’s beacon)',
    description:
      'Counted per release and minute; a canary whose failures pass the threshold is aborted. ' +
      'A release not on record is ignored.',
  })
  @ApiBody({ type: ReleaseHealthReportDto })
  @ApiNoContentResponse({ description: 'Counted (or ignored: a release not on record)' })
  @ApiErrors(422)
  async report(
    @Body(new ContractValidationPipe(releaseHealthReportSchema)) body: ReleaseHealthReport,
  ): Promise<void> {
    await this.health.report(body);
  }
}
