import type { Popular, PopularCreateRequest } from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ProductDto } from '../../products/dto/product-response.dto';

/** OpenAPI shapes only: validation uses the shared contracts schemas. */
export class PopularCreateDto implements PopularCreateRequest {
  @ApiProperty({ minimum: 1 }) product_id!: number;
}

export class PopularDto implements Popular {
  @ApiProperty() id!: number;
  @ApiProperty() position!: number;
  @ApiProperty() product_id!: number;
  @ApiProperty({ type: ProductDto }) product!: ProductDto;
}

export class PopularEnvelopeDto {
  @ApiProperty({ type: PopularDto }) data!: PopularDto;
}

export class PopularListDto {
  @ApiProperty({ type: PopularDto, isArray: true }) data!: PopularDto[];
}
