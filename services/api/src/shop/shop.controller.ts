import { shopDetailsSchema, type ShopDetails, type ShopDetailsResponse } from '@bolsos/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ShopDetailsDto, ShopDetailsResponseDto } from './dto/shop-details.dto';
import { ShopService } from './shop.service';

/** The shop's details as the back office edits them (admins: they speak for the shop). */
@Controller('shop')
@Roles('admin')
export class ShopController {
  constructor(private readonly shop: ShopService) {}

  @Get()
  @ApiOperation({ summary: 'The shop’s address, hours, contact links and texts' })
  @ApiOkResponse({ type: ShopDetailsResponseDto })
  get(): Promise<ShopDetailsResponse> {
    return this.shop.get();
  }

  @Put()
  @ApiOperation({
    summary: 'Replace the shop’s details (audited; the storefront shows them at once)',
  })
  @ApiBody({ type: ShopDetailsDto })
  @ApiOkResponse({ type: ShopDetailsResponseDto })
  @ApiErrors(422)
  update(
    @Body(new ContractValidationPipe(shopDetailsSchema)) body: ShopDetails,
  ): Promise<ShopDetailsResponse> {
    return this.shop.update(body);
  }
}
