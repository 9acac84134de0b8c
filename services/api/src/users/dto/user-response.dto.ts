import {
  ROLES,
  type Role,
  type StaffUser as StaffUserContract,
  type User as UserContract,
} from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../entities/user.entity';

export class UserResponseDto implements UserContract {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES, isArray: true }) roles!: Role[];
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) password_set_at!:
    string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;

  static from(user: User): UserResponseDto {
    return Object.assign(new UserResponseDto(), {
      id: user.id,
      name: user.name,
      email: user.email,
      roles: user.roles,
      password_set_at: user.passwordSetAt ? user.passwordSetAt.toISOString() : null,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    });
  }
}

/**
 * A staff user as the back office's user pages see them: with the sign-in lock, which only an
 * administrator sees and lifts.
 */
export class StaffUserResponseDto extends UserResponseDto implements StaffUserContract {
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description:
      'Until when sign-in from browsers the user never signed in on is locked after failed attempts; null when it is not',
  })
  locked_until!: string | null;

  static withLock(user: User, lockedUntil: Date | null): StaffUserResponseDto {
    return Object.assign(new StaffUserResponseDto(), UserResponseDto.from(user), {
      locked_until: lockedUntil ? lockedUntil.toISOString() : null,
    });
  }
}

export class AccountResponseDto {
  @ApiProperty({ type: UserResponseDto }) user!: UserResponseDto;
}

export class PageMetaDto {
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() per_page!: number;
  @ApiProperty() from!: number;
  @ApiProperty() to!: number;
}

export class UserPageDto {
  @ApiProperty({ type: UserResponseDto, isArray: true }) data!: UserResponseDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class StaffUserPageDto {
  @ApiProperty({ type: StaffUserResponseDto, isArray: true }) data!: StaffUserResponseDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}

export class StaffUserEnvelopeDto {
  @ApiProperty({ type: StaffUserResponseDto }) data!: StaffUserResponseDto;
}

export class UserEnvelopeDto {
  @ApiProperty({ type: UserResponseDto }) data!: UserResponseDto;
}

/** A write on the signed-in user's own account: what was done, and the account as it is now. */
export class MessageUserResponseDto {
  @ApiProperty({ description: "In the caller's language" }) message!: string;
  @ApiProperty({ type: UserResponseDto }) user!: UserResponseDto;
}
