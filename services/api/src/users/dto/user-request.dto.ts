import {
  LIMITS,
  ROLES,
  type Role,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI shape only: validation uses the shared contracts schema. */
export class UserCreateDto implements UserCreateRequest {
  @ApiProperty({ maxLength: LIMITS.nameMax }) name!: string;
  @ApiProperty({ format: 'email', maxLength: LIMITS.emailMax }) email!: string;
  @ApiProperty({
    enum: ROLES,
    isArray: true,
    description: 'admin may assign admin, manager; manager only manager',
  })
  roles!: Role[];
}

export class UserUpdateDto implements Partial<UserUpdateRequest> {
  @ApiPropertyOptional({ maxLength: LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional({ format: 'email' }) email?: string;
  @ApiPropertyOptional({ enum: ROLES, isArray: true }) roles?: Role[];
}
