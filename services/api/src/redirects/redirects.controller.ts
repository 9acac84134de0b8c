import type { RouteRedirectLookup } from '@bolsos/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { RedirectsService } from './redirects.service';

@ApiTags('public')
@Controller('route-redirects')
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  /** Asked by the shell before it shows a 404: moved pages keep working. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiQuery({ name: 'path', example: '/tienda' })
  lookup(@Query('path') path: string): Promise<RouteRedirectLookup> {
    return this.redirects.lookup(String(path ?? ''));
  }
}
