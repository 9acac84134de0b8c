import type { RouteRedirectLookup } from '@bolsos/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { RedirectsService } from './redirects.service';
import { RouteRedirectLookupDto } from './dto/redirect-response.dto';

@Controller('route-redirects')
export class RedirectsController {
  constructor(private readonly redirects: RedirectsService) {}

  /** Asked by the shell before it shows a 404: moved pages keep working. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Where a page that moved lives now' })
  @ApiQuery({ name: 'path', example: '/tienda' })
  @ApiOkResponse({ type: RouteRedirectLookupDto })
  lookup(@Query('path') path: string): Promise<RouteRedirectLookup> {
    return this.redirects.lookup(String(path ?? ''));
  }
}
