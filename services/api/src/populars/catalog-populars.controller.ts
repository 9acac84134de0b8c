import { langQuerySchema, type Locale } from '@bolsos/contracts';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cacheKey, ResponseCache } from '../common/cache/response-cache';
import { Public } from '../common/decorators/public.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { PopularsService } from './populars.service';

@ApiTags('public')
@Controller('catalog/populars')
export class CatalogPopularsController {
  constructor(
    private readonly populars: PopularsService,
    private readonly cache: ResponseCache,
  ) {}

  /** The Popular section of Home and the catalogue, in the shop's curated order. */
  @Public()
  @Get()
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
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
