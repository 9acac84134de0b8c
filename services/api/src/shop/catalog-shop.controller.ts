import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cacheKey, ResponseCache } from '../common/cache/response-cache';
import { Public } from '../common/decorators/public.decorator';
import { ShopDetailsResponseDto } from './dto/shop-details.dto';
import { ShopService } from './shop.service';

/** The shop's details for the storefront (footer, Contact) and crawlers, from the byte cache. */
@Controller('catalog/shop')
export class CatalogShopController {
  constructor(
    private readonly shop: ShopService,
    private readonly cache: ResponseCache,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The shop’s address, hours, contact links and texts' })
  @ApiOkResponse({ type: ShopDetailsResponseDto })
  @ApiResponse({
    status: 304,
    description: 'Not Modified: the copy named by If-None-Match is current',
  })
  async get(@Req() req: Request, @Res() res: Response): Promise<void> {
    const entry = await this.cache.resolve(cacheKey(req), async () => ({
      body: await this.shop.get(),
    }));
    this.cache.send(req, res, entry);
  }
}
