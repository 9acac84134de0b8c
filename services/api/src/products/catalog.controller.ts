import { CATEGORIES, catalogQuerySchema, isLocale, type CatalogQuery } from '@bolsos/contracts';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiMovedPermanentlyResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cacheKey, ResponseCache } from '../common/cache/response-cache';
import { Public } from '../common/decorators/public.decorator';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import {
  CatalogProductEnvelopeDto,
  CatalogProductPageDto,
  CatalogRedirectDto,
} from './dto/catalog-response.dto';
import { ProductsService } from './products.service';

/**
 * What shoppers and crawlers see: published products only, one language at a
 * time. Answers are cached as bytes with an ETag until staff change the catalogue.
 */
@Controller('catalog/products')
export class CatalogController {
  constructor(
    private readonly products: ProductsService,
    private readonly cache: ResponseCache,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Published products in one language, a page at a time' })
  @ApiQuery({ name: 'category', enum: CATEGORIES, required: false })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer' })
  @ApiQuery({ name: 'sort', required: false, enum: ['newest', 'price_asc', 'price_desc'] })
  @ApiQuery({ name: 'min_price', required: false, type: 'number', description: 'USD, inclusive' })
  @ApiQuery({
    name: 'max_price',
    required: false,
    type: 'number',
    description: 'USD, inclusive; ≥ min_price',
  })
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
  @ApiOkResponse({ type: CatalogProductPageDto })
  @ApiResponse({
    status: 304,
    description: 'Not Modified: the copy named by If-None-Match is current',
  })
  @ApiErrors(422)
  async list(
    @Query(new ContractValidationPipe(catalogQuerySchema)) query: CatalogQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (
      query.min_price !== undefined &&
      query.max_price !== undefined &&
      query.max_price < query.min_price
    )
      throw ValidationException.field('max_price', 'validation.number_min', {
        min: query.min_price,
      });
    const entry = await this.cache.resolve(cacheKey(req), async () => ({
      body: await this.products.catalog(query),
    }));
    this.cache.send(req, res, entry);
  }

  /** 200 with the product, or 301 to the canonical slug of this language (body: {redirect: page path}). */
  @Public()
  @Get(':lang/:slug')
  @ApiOperation({ summary: "A product's page data, by its slug in a language" })
  @ApiParam({ name: 'lang', enum: ['es', 'en', 'zh'] })
  @ApiOkResponse({ type: CatalogProductEnvelopeDto })
  @ApiMovedPermanentlyResponse({
    type: CatalogRedirectDto,
    description: 'An old slug: the canonical page (Location: its API path)',
    headers: { Location: { required: true, schema: { type: 'string' } } },
  })
  @ApiFoundResponse({
    type: CatalogRedirectDto,
    description: "The language lacks the product's text for now: the Spanish page",
    headers: { Location: { required: true, schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: 304,
    description: 'Not Modified: the copy named by If-None-Match is current',
  })
  @ApiErrors(404)
  async show(
    @Param('lang') lang: string,
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!isLocale(lang) || slug.length > 200) throw new ApiException(404, 'errors.not_found');
    const entry = await this.cache.resolve(cacheKey(req), () =>
      this.products.productAnswer(lang, slug),
    );
    if (entry.status === 404) throw new ApiException(404, 'errors.not_found');
    this.cache.send(req, res, entry);
  }
}
