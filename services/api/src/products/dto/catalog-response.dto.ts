import {
  CATEGORIES,
  LOCALES,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type CatalogRedirect,
  type Category,
  type Locale,
} from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { CatalogImageDto } from '../../messages/dto/message-response.dto';
import { PageMetaDto } from '../../users/dto/user-response.dto';

export class CatalogProductSummaryDto implements CatalogProductSummary {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty({ example: '49.90', description: 'USD, two decimals' }) price!: string;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({
    enum: LOCALES,
    description: 'The language of the text: Spanish when the one asked for lacks it',
  })
  locale!: Locale;
  @ApiProperty({ description: "The storefront page's path, in this language" }) path!: string;
  @ApiProperty({ type: CatalogImageDto, nullable: true }) image!: CatalogImageDto | null;
}

export class CatalogProductPageDto {
  @ApiProperty({ type: CatalogProductSummaryDto, isArray: true }) data!: CatalogProductSummaryDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class CatalogProductListDto {
  @ApiProperty({ type: CatalogProductSummaryDto, isArray: true }) data!: CatalogProductSummaryDto[];
}

export class LocalePathsDto implements Record<Locale, string> {
  @ApiProperty() es!: string;
  @ApiProperty() en!: string;
  @ApiProperty() zh!: string;
}

export class CatalogProductDetailDto
  extends CatalogProductSummaryDto
  implements CatalogProductDetail
{
  @ApiProperty() description!: string;
  @ApiProperty({ type: CatalogImageDto, isArray: true }) images!: CatalogImageDto[];
  @ApiProperty({
    type: LocalePathsDto,
    description:
      "The product's page in each language; a language without its text points at the Spanish page",
  })
  alternates!: LocalePathsDto;
  @ApiProperty({
    enum: LOCALES,
    isArray: true,
    description: 'The languages with their own name and description',
  })
  translations!: Locale[];
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class CatalogProductEnvelopeDto {
  @ApiProperty({ type: CatalogProductDetailDto }) data!: CatalogProductDetailDto;
}

export class CatalogRedirectDto implements CatalogRedirect {
  @ApiProperty({
    description: 'The storefront page to show instead (also in Location, as the API path)',
  })
  redirect!: string;
}
