import {
  CATEGORIES,
  LIMITS,
  type Category,
  type IdOrderRequest,
  type ImageAltRequest,
  PRODUCT_BULK_ACTIONS,
  type ProductBulkAction,
  type ProductBulkRequest,
  type ProductImageInput,
  type ProductRequest,
  type ProductTranslationInput,
  type ProductUpdateRequest,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes only: validation uses the shared contracts schemas. */
export class ProductTranslationInputDto implements ProductTranslationInput {
  @ApiProperty({ minLength: 2, maxLength: LIMITS.productNameMax }) name!: string;
  @ApiPropertyOptional({
    maxLength: LIMITS.slugMax,
    description:
      'Lowercase letters (any script), digits and hyphens; unique per language. Empty: made from the name.',
  })
  slug?: string;
  @ApiPropertyOptional({ maxLength: LIMITS.descriptionMax }) description?: string;
}

export class ProductTranslationsInputDto {
  @ApiProperty({ type: ProductTranslationInputDto }) es!: ProductTranslationInputDto;
  @ApiPropertyOptional({ type: ProductTranslationInputDto, description: 'Falls back to es' })
  en?: ProductTranslationInputDto;
  @ApiPropertyOptional({ type: ProductTranslationInputDto, description: 'Falls back to es' })
  zh?: ProductTranslationInputDto;
}

export class ProductRequestDto implements ProductRequest {
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty({
    minimum: LIMITS.priceMin,
    maximum: LIMITS.priceMax,
    multipleOf: 0.01,
    description: 'USD',
  })
  price!: number;
  @ApiPropertyOptional({ default: true }) published?: boolean;
  @ApiProperty({
    type: ProductTranslationsInputDto,
    description: 'On PUT the whole set: a language left out is removed.',
  })
  translations!: ProductTranslationsInputDto;
}

export class IdOrderDto implements IdOrderRequest {
  @ApiProperty({
    type: Number,
    isArray: true,
    description: 'Every id of the list, each once, in the new order',
  })
  ids!: number[];
}

export class ImageAltInputDto {
  @ApiPropertyOptional({ maxLength: LIMITS.altMax }) es?: string;
  @ApiPropertyOptional({ maxLength: LIMITS.altMax }) en?: string;
  @ApiPropertyOptional({ maxLength: LIMITS.altMax }) zh?: string;
}

export class ImageAltRequestDto implements ImageAltRequest {
  @ApiProperty({
    type: ImageAltInputDto,
    description:
      "Every language at once: one left out or blank is cleared (the storefront then uses the Spanish text, then the product's name)",
  })
  alt!: ImageAltInputDto;
}

export class ProductImageInputDto implements ProductImageInput {
  @ApiProperty({ type: 'integer', minimum: 1 }) id!: number;
  @ApiPropertyOptional({
    type: () => ImageAltInputDto,
    description:
      'Every language at once: one left out or blank is cleared. Left out, the image keeps its texts.',
  })
  alt?: ImageAltInputDto;
}

export class ProductUpdateRequestDto extends ProductRequestDto implements ProductUpdateRequest {
  @ApiPropertyOptional({
    type: () => ProductImageInputDto,
    isArray: true,
    maxItems: LIMITS.imagesPerProduct,
    description:
      "The product's images in their new order, each once, with their alt texts (saved with the rest)",
  })
  images?: ProductImageInputDto[];
}

export class ProductBulkRequestDto implements ProductBulkRequest {
  @ApiProperty({
    enum: PRODUCT_BULK_ACTIONS,
    description:
      '`add_popular` appends the products not yet popular, in the order given; the others stay where they are',
  })
  action!: ProductBulkAction;
  @ApiProperty({
    type: Number,
    isArray: true,
    minItems: 1,
    maxItems: LIMITS.bulkIdsMax,
    description: 'Product ids; one that names no product refuses the whole request (422 on ids)',
  })
  ids!: number[];
}
