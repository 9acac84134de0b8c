import { searchQuerySchema, type SearchQuery } from '@bolsos/contracts';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cacheKey, ResponseCache } from '../common/cache/response-cache';
import { Public } from '../common/decorators/public.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { CatalogSearchService } from './catalog-search.service';
import { SearchResultsDto } from './dto/search-response.dto';

/**
 * The storefront search box, its suggestions and the results pages. Answers are cached as bytes
 * like the other catalogue reads (hits go out before Express runs) and cleared with them.
 */
@Controller('catalog/search')
export class CatalogSearchController {
  constructor(
    private readonly search: CatalogSearchService,
    private readonly cache: ResponseCache,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Search published products in one language',
    description:
      'Case-, accent- and width-insensitive; words match by prefix and all are required; Chinese ' +
      'by character bigrams. Name matches rank before category and description matches. ' +
      'Blank q or q over 100 characters → 422.',
  })
  @ApiQuery({
    name: 'q',
    type: String,
    required: true,
    description: '1–100 characters after trimming',
  })
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer', description: '1–48, default 24' })
  @ApiOkResponse({ type: SearchResultsDto })
  @ApiResponse({
    status: 304,
    description: 'Not Modified: the copy named by If-None-Match is current',
  })
  @ApiErrors(422)
  async list(
    @Query(new ContractValidationPipe(searchQuerySchema)) query: SearchQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const entry = await this.cache.resolve(cacheKey(req), async () => {
      const timings: Record<string, number> = {};
      return { body: await this.search.search(query, timings), timings };
    });
    this.cache.send(req, res, entry);
  }
}
