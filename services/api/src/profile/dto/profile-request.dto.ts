import type { PasswordChangeRequest, ProfileUpdateRequest } from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ProfileUpdateDto implements ProfileUpdateRequest {
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({
    required: false,
    description: 'Required when email changes: the current password',
  })
  current_password?: string;
}

export class PasswordChangeDto implements PasswordChangeRequest {
  @ApiProperty() current_password!: string;
  @ApiProperty({ minLength: 8 }) password!: string;
  @ApiProperty() password_confirmation!: string;
}
