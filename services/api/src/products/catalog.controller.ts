import { catalogQuerySchema, type CatalogQuery } from '@bolsos/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ProductsService } from './products.service';

/** What shoppers and crawlers see: published products only, one language at a time. */
@ApiTags('public')
@Controller('catalog/products')
export class CatalogController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiQuery({ name: 'category', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per_page', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: ['newest', 'price_asc', 'price_desc'] })
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
  list(@Query(new ContractValidationPipe(catalogQuerySchema)) query: CatalogQuery) {
    return this.products.catalog(query);
  }
}
