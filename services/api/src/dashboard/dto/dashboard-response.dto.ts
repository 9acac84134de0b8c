import type { DashboardResponse, Locale } from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ContactMessageDto } from '../../messages/dto/message-response.dto';

export class DashboardCountsDto {
  @ApiProperty() products!: number;
  @ApiProperty() users!: number;
  @ApiProperty() populars!: number;
}

export class IncompleteCountsDto implements Record<Locale, number> {
  @ApiProperty() es!: number;
  @ApiProperty() en!: number;
  @ApiProperty() zh!: number;
}

export class DashboardDto implements DashboardResponse {
  @ApiProperty({ type: DashboardCountsDto }) counts!: DashboardCountsDto;
  @ApiProperty({
    type: IncompleteCountsDto,
    description: 'Products with something missing in each language',
  })
  incomplete!: IncompleteCountsDto;
  @ApiProperty({ type: ContactMessageDto, isArray: true }) recent_messages!: ContactMessageDto[];
}
