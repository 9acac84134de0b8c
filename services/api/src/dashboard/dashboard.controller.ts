import type { DashboardResponse } from '@bolsos/contracts';
import { Controller, Get, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLocale } from '../common/i18n/request-locale';
import { DashboardService } from './dashboard.service';

/** The back-office landing: counts and the newest contact messages, for any staff member. */
@ApiTags('dashboard')
@ApiCookieAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  summary(@Req() req: Request): Promise<DashboardResponse> {
    return this.dashboard.summary(requestLocale(req));
  }
}
