import { Controller, Get, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowWithoutPassword } from '../common/decorators/allow-without-password.decorator';
import { AccountResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import type { User } from '../users/entities/user.entity';

@ApiTags('session')
@ApiCookieAuth()
@Controller('account')
export class AccountController {
  /** The signed-in user (401 when signed out); reachable before a password is set. */
  @AllowWithoutPassword()
  @Get()
  @ApiOkResponse({ type: AccountResponseDto })
  show(@Req() req: Request): AccountResponseDto {
    return { user: UserResponseDto.from(req.user as User) };
  }
}
