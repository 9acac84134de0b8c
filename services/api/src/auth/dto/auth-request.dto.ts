import type {
  LoginRequest,
  PasswordForgotRequest,
  PasswordResetRequest,
  PasswordSetRequest,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shapes; validation uses the shared contracts schemas. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() password!: string;
  @ApiPropertyOptional({ description: 'keep the session for 30 days' }) remember?: boolean;
}

export class PasswordForgotDto implements PasswordForgotRequest {
  @ApiProperty({ format: 'email' }) email!: string;
}

export class PasswordResetDto implements PasswordResetRequest {
  @ApiProperty({ description: 'token from the e-mailed link' }) token!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ minLength: 8 }) password!: string;
  @ApiProperty() password_confirmation!: string;
}

export class PasswordSetDto implements PasswordSetRequest {
  @ApiProperty({ minLength: 8 }) password!: string;
  @ApiProperty() password_confirmation!: string;
}

export class MessageDto {
  @ApiProperty() message!: string;
}
