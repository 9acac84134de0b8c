import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CatalogProductSummaryDto } from '../../products/dto/catalog-response.dto';
import { PageMetaDto } from '../../users/dto/user-response.dto';

export class SearchResultsDto {
  @ApiProperty({ type: CatalogProductSummaryDto, isArray: true, description: 'Best first' })
  data!: CatalogProductSummaryDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
  @ApiPropertyOptional({
    description:
      'When a word is in no product but a misspelling of one is: the query with such words corrected',
  })
  did_you_mean?: string;
}
