import {
  CATEGORIES,
  COMPLETENESS_FIELDS,
  type Category,
  type CompletenessField,
  type Product,
  type ProductBulkAction,
  type ProductBulkResponse,
  type ProductImage,
  PRODUCT_BULK_ACTIONS,
  type ProductTranslation,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageMetaDto } from '../../users/dto/user-response.dto';

export class ImageVariantDto {
  @ApiProperty() width!: number;
  @ApiProperty() url!: string;
}

export class ImageAltDto {
  @ApiPropertyOptional() es?: string;
  @ApiPropertyOptional() en?: string;
  @ApiPropertyOptional() zh?: string;
}

export class ProductImageDto implements ProductImage {
  @ApiProperty() id!: number;
  @ApiProperty() position!: number;
  @ApiProperty({ type: ImageAltDto, description: "Missing languages show the product's name" })
  alt!: ImageAltDto;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ description: 'JPEG fallback rendition' }) url!: string;
  @ApiProperty({ type: ImageVariantDto, isArray: true, description: 'WebP renditions' })
  variants!: ImageVariantDto[];
}

export class ProductTranslationDto implements ProductTranslation {
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() description!: string;
}

export class ProductTranslationsDto {
  @ApiProperty({ type: ProductTranslationDto }) es!: ProductTranslationDto;
  @ApiPropertyOptional({ type: ProductTranslationDto }) en?: ProductTranslationDto;
  @ApiPropertyOptional({ type: ProductTranslationDto }) zh?: ProductTranslationDto;
}

export class ProductMissingDto {
  @ApiProperty({ enum: COMPLETENESS_FIELDS, isArray: true }) es!: CompletenessField[];
  @ApiProperty({ enum: COMPLETENESS_FIELDS, isArray: true }) en!: CompletenessField[];
  @ApiProperty({ enum: COMPLETENESS_FIELDS, isArray: true }) zh!: CompletenessField[];
}

export class ProductDto implements Product {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty({ example: '49.90' }) price!: string;
  @ApiProperty() published!: boolean;
  @ApiProperty({ type: ProductTranslationsDto }) translations!: ProductTranslationsDto;
  @ApiProperty({ type: ProductImageDto, isArray: true }) images!: ProductImageDto[];
  @ApiProperty({
    type: ProductMissingDto,
    description: 'Per language: what the product lacks there (an empty list is complete)',
  })
  missing!: ProductMissingDto;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class ProductEnvelopeDto {
  @ApiProperty({ type: ProductDto }) data!: ProductDto;
}

export class ProductPageDto {
  @ApiProperty({ type: ProductDto, isArray: true }) data!: ProductDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class ProductImageEnvelopeDto {
  @ApiProperty({ type: ProductImageDto }) data!: ProductImageDto;
}

export class ProductImagesDto {
  @ApiProperty({ type: ProductImageDto, isArray: true }) data!: ProductImageDto[];
}

export class ProductBulkResultDto {
  @ApiProperty({ enum: PRODUCT_BULK_ACTIONS }) action!: ProductBulkAction;
  @ApiProperty({ type: Number, isArray: true, description: 'The products acted on, each once' })
  ids!: number[];
  @ApiProperty({
    description:
      'How many products changed: published or unpublished, deleted, or added to Popular (those already in their state are not counted)',
  })
  affected!: number;
}

export class ProductBulkResponseDto implements ProductBulkResponse {
  @ApiProperty({ type: ProductBulkResultDto }) data!: ProductBulkResultDto;
}
