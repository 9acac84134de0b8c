import type { HealthResponse } from '@bolsos/contracts';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';

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
      await this.dataSource.query('SELECT 1');
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
