import type { HealthResponse } from '@bolsos/contracts';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';

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

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For load balancers: 200 when the database answers, 503 otherwise. */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const type = ['mysql', 'mariadb'].includes(this.dataSource.options.type) ? 'mysql' : 'sqlite';
    let up = false;
    try {
      await within(this.dataSource.query('SELECT 1'), HEALTH_DB_TIMEOUT_MS);
      up = true;
    } catch {
      up = false;
    }
    if (!up) res.status(503);
    return {
      status: up ? 'ok' : 'error',
      database: { status: up ? 'up' : 'down', type },
      version: process.env.npm_package_version ?? '0.1.0',
    };
  }
}
