import { productListQuerySchema, type ProductListQuery } from '@bolsos/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ProductsService } from './products.service';

/** Staff catalogue management (any signed-in staff member; the spec puts no role on products). */
@ApiTags('products')
@ApiCookieAuth()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'category', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per_page', required: false })
  list(@Query(new ContractValidationPipe(productListQuerySchema)) query: ProductListQuery) {
    return this.products.list(query);
  }
}
