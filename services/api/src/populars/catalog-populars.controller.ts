import { langQuerySchema, type Locale } from '@bolsos/contracts';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cacheKey, ResponseCache } from '../common/cache/response-cache';
import { Public } from '../common/decorators/public.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { CatalogProductListDto } from '../products/dto/catalog-response.dto';
import { PopularsService } from './populars.service';

@Controller('catalog/populars')
export class CatalogPopularsController {
  constructor(
    private readonly populars: PopularsService,
    private readonly cache: ResponseCache,
  ) {}

  /** The Popular section of Home and the catalogue, in the shop's curated order. */
  @Public()
  @Get()
  @ApiOperation({ summary: "The Popular products, in the shop's order, in one language" })
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
  @ApiOkResponse({ type: CatalogProductListDto })
  @ApiResponse({
    status: 304,
    description: 'Not Modified: the copy named by If-None-Match is current',
  })
  @ApiErrors(422)
  async list(
    @Query(new ContractValidationPipe(langQuerySchema)) query: { lang?: Locale },
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const entry = await this.cache.resolve(cacheKey(req), async () => ({
      body: await this.populars.catalog(query.lang ?? 'es'),
    }));
    this.cache.send(req, res, entry);
  }
}
