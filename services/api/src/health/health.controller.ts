import type { HealthResponse, LivenessResponse } from '@bolsos/contracts';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { Readiness } from '../common/lifecycle/readiness';
import { HealthDto, LivenessDto } from './dto/health-response.dto';

/**
 * Load balancers give up on a check after a few seconds; a database that
 * accepts connections but never answers is as down as one that refuses them.
 */
export const HEALTH_DB_TIMEOUT_MS = 2000;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function answers(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await within(work(), HEALTH_DB_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  /**
   * Liveness: restart me only if this fails. It touches no database or Redis on purpose: a replica
   * that lost its database must not be killed for it (every replica would be, at once).
   */
  @Public()
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness: 200 while the process runs' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessResponse {
    return { status: 'ok', uptime_s: Math.round(process.uptime()) };
  }

  /** Readiness: send me traffic only if this is 200 (database and Redis answer, not draining). */
  @Public()
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness: 200 when the database (and Redis) answer, 503 otherwise' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'Not ready: what is down' })
  ready(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    return this.check(res);
  }

  /** The original check, kept for load balancers already pointed at it: readiness. */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness (same as /api/health/ready)' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'Not ready: what is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const checks = this.readiness.entries();
    const [database, ...others] = await Promise.all([
      answers(() => this.dataSource.query('SELECT 1')),
      ...checks.map(([, check]) => answers(check)),
    ]);
    const draining = this.readiness.draining;
    const up = database && others.every(Boolean) && !draining;
    if (!up) res.status(503);
    const body: HealthResponse = {
      status: up ? 'ok' : 'error',
      database: { status: database ? 'up' : 'down' },
    };
    if (checks.length > 0) {
      body.services = Object.fromEntries(
        checks.map(([name], i) => [name, others[i] ? 'up' : 'down'] as const),
      );
    }
    if (draining) body.draining = true;
    return body;
  }
}
