import {
  WEEKDAYS,
  type ShopDetails,
  type ShopDetailsResponse,
  type ShopException,
  type ShopHours,
  type ShopTexts,
  type Weekday,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes only: validation uses the shared contracts schema (shopDetailsSchema). */
class ShopAddressDto {
  @ApiProperty({ maxLength: 200 }) street!: string;
  @ApiProperty({ maxLength: 100 }) city!: string;
  @ApiProperty({ maxLength: 100 }) region!: string;
  @ApiProperty({ maxLength: 20 }) postal_code!: string;
  @ApiProperty({ maxLength: 2, example: 'PA' }) country!: string;
}

class ShopHoursDto implements ShopHours {
  @ApiProperty({ enum: WEEKDAYS }) day!: Weekday;
  @ApiProperty({ example: '09:00', description: 'HH:MM, the shop’s local time' }) opens!: string;
  @ApiProperty({ example: '18:00' }) closes!: string;
}

class ShopExceptionDto implements ShopException {
  @ApiProperty({ example: '2026-12-25' }) date!: string;
  @ApiPropertyOptional({ description: 'Absent: closed all day' }) opens?: string;
  @ApiPropertyOptional() closes?: string;
}

class ShopSocialDto {
  @ApiProperty({ description: 'https:// link or empty' }) facebook!: string;
  @ApiProperty() instagram!: string;
  @ApiProperty() tiktok!: string;
}

class ShopTextsDto implements ShopTexts {
  @ApiProperty({ maxLength: 1000 }) delivery!: string;
  @ApiProperty({ maxLength: 1000 }) returns!: string;
  @ApiProperty({ maxLength: 1000 }) payment!: string;
}

class ShopTextsByLocaleDto {
  @ApiProperty({ type: ShopTextsDto }) es!: ShopTextsDto;
  @ApiProperty({ type: ShopTextsDto }) en!: ShopTextsDto;
  @ApiProperty({ type: ShopTextsDto }) zh!: ShopTextsDto;
}

export class ShopDetailsDto implements ShopDetails {
  @ApiProperty({ type: ShopAddressDto }) address!: ShopAddressDto;
  @ApiProperty({ description: 'https:// link to a map, or empty' }) map_url!: string;
  @ApiProperty({ example: '+507 222-3344' }) phone!: string;
  @ApiProperty({ example: '+507 6123-4567' }) whatsapp!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: ShopHoursDto, isArray: true, description: 'A weekday not listed is closed' })
  hours!: ShopHoursDto[];
  @ApiProperty({ type: ShopExceptionDto, isArray: true }) exceptions!: ShopExceptionDto[];
  @ApiProperty({ type: ShopSocialDto }) social!: ShopSocialDto;
  @ApiProperty({ type: ShopTextsByLocaleDto }) texts!: ShopTextsByLocaleDto;
}

export class ShopDetailsResponseDto implements ShopDetailsResponse {
  @ApiProperty({ type: ShopDetailsDto }) data!: ShopDetailsDto;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}
