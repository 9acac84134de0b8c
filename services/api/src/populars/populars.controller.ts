import {
  idOrderSchema,
  popularCreateSchema,
  type IdOrderRequest,
  type Popular,
  type PopularCreateRequest,
} from '@bolsos/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { IdOrderDto } from '../products/dto/product-request.dto';
import { PopularCreateDto, PopularEnvelopeDto, PopularListDto } from './dto/popular.dto';
import { PopularsService } from './populars.service';

/** The curated Popular list (any signed-in staff member; the spec puts no role on it). */
@Controller('populars')
export class PopularsController {
  constructor(private readonly populars: PopularsService) {}

  @Get()
  @ApiOperation({ summary: 'The Popular list, in order' })
  @ApiOkResponse({ type: PopularListDto })
  list() {
    return this.populars.list();
  }

  /** Appends a product to the list (422 if it does not exist or is already in it). */
  @Post()
  @ApiOperation({ summary: 'Append a product to the Popular list' })
  @ApiBody({ type: PopularCreateDto })
  @ApiCreatedResponse({ type: PopularEnvelopeDto })
  @ApiErrors(422)
  async add(
    @Body(new ContractValidationPipe(popularCreateSchema)) body: PopularCreateRequest,
  ): Promise<{ data: Popular }> {
    return { data: await this.populars.add(body.product_id) };
  }

  /** `ids` are entry ids (not product ids), every entry once, in the new order. */
  @Put('order')
  @ApiOperation({ summary: 'Reorder the Popular list' })
  @ApiBody({ type: IdOrderDto })
  @ApiOkResponse({ type: PopularListDto })
  @ApiErrors(422)
  reorder(@Body(new ContractValidationPipe(idOrderSchema)) body: IdOrderRequest) {
    return this.populars.reorder(body.ids);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take an entry off the Popular list' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404)
  async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.populars.remove(id);
  }
}
