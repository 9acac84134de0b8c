import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowWithoutPassword } from '../common/decorators/allow-without-password.decorator';
import { AccountResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import type { User } from '../users/entities/user.entity';

@Controller('account')
export class AccountController {
  /** The signed-in user (401 when signed out); reachable before a password is set. */
  @AllowWithoutPassword()
  @Get()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: AccountResponseDto })
  show(@Req() req: Request): AccountResponseDto {
    return { user: UserResponseDto.from(req.user as User) };
  }
}
