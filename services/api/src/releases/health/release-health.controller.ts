import {
  releaseHealthReportSchema,
  releaseLoadReportSchema,
  type ReleaseHealthReport,
  type ReleaseLoadReport,
} from '@bolsos/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { RateLimit } from '../../common/decorators/rate-limit.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { ReleaseHealthReportDto, ReleaseLoadReportDto } from './dto/release-health-report.dto';
import { clientNetwork } from './load-token';
import { ReleaseHealthService } from './release-health.service';

/**
 * The shell's beacons: a remote's release failed to load or render in a browser, or rendered.
 * Anyone's browser may send them (visitors are not signed in), so each carries the load token
 * its page's remotes config gave it (only loads the server handed out count, each once), names
 * a release and a kind and nothing about the visitor, and each address may send few. What does
 * not pass is answered like the rest (a beacon reads no answer) and counted in /metrics.
 */
@Controller('releases/health')
export class ReleaseHealthController {
  constructor(private readonly health: ReleaseHealthService) {}

  @Public()
  @Post()
  @HttpCode(204)
  // A page reports each remote's failure once; a few pages' worth per client network is plenty,
  // and one visitor rotating addresses within a /24 or /64 is still one network.
  @RateLimit({
    name: 'release-health',
    limit: 30,
    windowSeconds: 300,
    key: (req) => clientNetwork(req.ip),
  })
  @ApiOperation({
    summary: 'Report that a remote’s release failed in a browser (the shell’s beacon)',
    description:
      'Counted per release and minute, once per load token, with the client network it came ' +
      'from; a canary whose failures come from enough networks and pass the share of its ' +
      'confirmed loads is aborted. A report without a valid, unused load token naming the ' +
      'release, or for a release not on record, is dropped.',
  })
  @ApiBody({ type: ReleaseHealthReportDto })
  @ApiNoContentResponse({ description: 'Counted (or dropped: see the description)' })
  @ApiErrors(422)
  async report(
    @Body(new ContractValidationPipe(releaseHealthReportSchema)) body: ReleaseHealthReport,
    @Req() req: Request,
  ): Promise<void> {
    await this.health.report(body, req.ip);
  }

  @Public()
  @Post('loads')
  @HttpCode(204)
  // One per remote a page renders; a busy office behind one address loads many pages.
  @RateLimit({ name: 'release-loads', limit: 300, windowSeconds: 300 })
  @ApiOperation({
    summary: 'Confirm that a remote’s release rendered in a browser (a load)',
    description:
      'The loads a canary’s failures are weighed against: once per load token and remote. ' +
      'A confirmation without a valid, unused load token naming the release is dropped.',
  })
  @ApiBody({ type: ReleaseLoadReportDto })
  @ApiNoContentResponse({ description: 'Counted (or dropped: see the description)' })
  @ApiErrors(422)
  async loaded(
    @Body(new ContractValidationPipe(releaseLoadReportSchema)) body: ReleaseLoadReport,
  ): Promise<void> {
    await this.health.confirmLoad(body);
  }
}
