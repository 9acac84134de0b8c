import { langQuerySchema, type Locale } from '@bolsos/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { PopularsService } from './populars.service';

@ApiTags('public')
@Controller('catalog/populars')
export class CatalogPopularsController {
  constructor(private readonly populars: PopularsService) {}

  /** The Popular section of Home and the catalogue, in the shop's curated order. */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiQuery({ name: 'lang', required: false, enum: ['es', 'en', 'zh'] })
  list(@Query(new ContractValidationPipe(langQuerySchema)) query: { lang?: Locale }) {
    return this.populars.catalog(query.lang ?? 'es');
  }
}
