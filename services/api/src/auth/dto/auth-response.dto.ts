import { LOCALES, type InvitationResponse, type Locale } from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class InvitedUserDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: LOCALES, description: 'The language the invitation was sent in' })
  locale!: Locale;
}

export class InvitationDto implements InvitationResponse {
  @ApiProperty({ type: InvitedUserDto }) user!: InvitedUserDto;
}
