import type { DashboardResponse } from '@bolsos/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { DashboardService } from './dashboard.service';

/** The back-office landing: counts and the newest contact messages, for any staff member. */
@ApiTags('dashboard')
@ApiCookieAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  summary(): Promise<DashboardResponse> {
    return this.dashboard.summary();
  }
}
