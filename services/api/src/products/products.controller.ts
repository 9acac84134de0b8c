import {
  CATEGORIES,
  MISSING_LOCALES,
  STAFF_PRODUCT_SORTS,
  productBulkSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
  type Product,
  type ProductBulkRequest,
  type ProductBulkResponse,
  type ProductListQuery,
  type ProductRequest,
  type ProductUpdateRequest,
} from '@bolsos/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
} from '@nestjs/swagger';
import { ApiException } from '../common/exceptions/api.exception';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import {
  ProductBulkRequestDto,
  ProductRequestDto,
  ProductUpdateRequestDto,
} from './dto/product-request.dto';
import {
  ProductBulkResponseDto,
  ProductEnvelopeDto,
  ProductPageDto,
} from './dto/product-response.dto';
import { ProductBulkService } from './product-bulk.service';
import { ProductDuplicator } from './product-duplicate.service';
import { ProductEditor } from './product-editor.service';
import { ProductsService } from './products.service';

/** Staff catalogue management (any signed-in staff member; the spec puts no role on products). */
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly editor: ProductEditor,
    private readonly bulkActions: ProductBulkService,
    private readonly duplicator: ProductDuplicator,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List products (staff), filtered and sorted' })
  @ApiQuery({ name: 'search', type: String, required: false, description: 'Name in any language' })
  @ApiQuery({ name: 'category', required: false, enum: CATEGORIES })
  @ApiQuery({ name: 'published', required: false, type: Boolean })
  @ApiQuery({
    name: 'missing',
    required: false,
    enum: MISSING_LOCALES,
    description: 'Only products that lack something in this language (see `missing`)',
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: STAFF_PRODUCT_SORTS,
    description: '`name` is the Spanish name; a leading `-` is descending. Default: newest first',
  })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer' })
  @ApiOkResponse({ type: ProductPageDto })
  @ApiErrors(422)
  list(@Query(new ContractValidationPipe(productListQuerySchema)) query: ProductListQuery) {
    return this.products.list(query);
  }

  @Post()
  @ApiOperation({ summary: 'Create a product' })
  @ApiBody({ type: ProductRequestDto })
  @ApiCreatedResponse({ type: ProductEnvelopeDto })
  @ApiErrors(422)
  async create(
    @Body(new ContractValidationPipe(productSchema)) body: ProductRequest,
  ): Promise<{ data: Product }> {
    return { data: await this.editor.create(body) };
  }

  /**
   * One action on the products picked in the list, all of them or none. Declared before the
   * `:id` routes, so `bulk` is never read as an id.
   */
  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish, unpublish, delete or make popular several products at once' })
  @ApiBody({ type: ProductBulkRequestDto })
  @ApiOkResponse({ type: ProductBulkResponseDto })
  @ApiErrors(422)
  bulk(
    @Body(new ContractValidationPipe(productBulkSchema)) body: ProductBulkRequest,
  ): Promise<ProductBulkResponse> {
    return this.bulkActions.run(body.action, body.ids);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product, every language' })
  @ApiOkResponse({ type: ProductEnvelopeDto })
  @ApiErrors(404)
  async show(@Param('id', IdParamPipe) id: number): Promise<{ data: Product }> {
    const product = await this.products.staffProduct(id);
    if (!product) throw new ApiException(404, 'errors.not_found');
    return { data: product };
  }

  /**
   * The whole product, as the edit form's one Save sends it: a language left out is removed; with
   * `images`, their order and alt texts are saved in the same transaction.
   */
  @Put(':id')
  @ApiOperation({
    summary:
      "Replace a product (a language left out is removed), with its images' order and alt texts",
  })
  @ApiBody({ type: ProductUpdateRequestDto })
  @ApiOkResponse({ type: ProductEnvelopeDto })
  @ApiErrors(404, 422)
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(productUpdateSchema)) body: ProductUpdateRequest,
  ): Promise<{ data: Product }> {
    return { data: await this.editor.update(id, body) };
  }

  @Post(':id/duplicate')
  @ApiOperation({
    summary:
      'Duplicate a product: an unpublished copy with new slugs, names marked as a copy, and its images',
  })
  @ApiCreatedResponse({ type: ProductEnvelopeDto })
  @ApiErrors(404)
  async duplicate(@Param('id', IdParamPipe) id: number): Promise<{ data: Product }> {
    return { data: await this.duplicator.duplicate(id) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a product' })
  @ApiNoContentResponse({ description: "Deleted, with its images' files and its popular entry" })
  @ApiErrors(404)
  async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.editor.remove(id);
  }
}
