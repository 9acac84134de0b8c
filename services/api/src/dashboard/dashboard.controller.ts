import type { DashboardResponse } from '@bolsos/contracts';
import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLocale } from '../common/i18n/request-locale';
import { DashboardService } from './dashboard.service';
import { DashboardDto } from './dto/dashboard-response.dto';

/** The back-office landing: counts and the newest contact messages, for any staff member. */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'The back-office landing: counts and the newest messages' })
  @ApiOkResponse({ type: DashboardDto })
  summary(@Req() req: Request): Promise<DashboardResponse> {
    return this.dashboard.summary(requestLocale(req));
  }
}
