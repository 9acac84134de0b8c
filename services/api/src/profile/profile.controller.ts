import {
  passwordChangeSchema,
  profileUpdateSchema,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '@bolsos/contracts';
import { Body, Controller, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import type { AuthUser } from '../common/types/auth-user';
import { MessageUserResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { PasswordChangeDto, ProfileUpdateDto } from './dto/profile-request.dto';
import { ProfileService } from './profile.service';
import { translate } from '../common/i18n/messages';

/** My profile: the signed-in user edits their own name, e-mail and password — never roles. */
@Controller('profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** A new e-mail needs current_password; the old address is told and other sessions end. */
  @Put()
  @ApiOperation({
    summary: 'Change my name or e-mail',
    description:
      'A new e-mail needs `current_password`; the old address is told and other sessions end.',
  })
  @ApiBody({ type: ProfileUpdateDto })
  @ApiOkResponse({ type: MessageUserResponseDto })
  @ApiErrors(422)
  async update(
    @CurrentUser() current: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ContractValidationPipe(profileUpdateSchema)) body: ProfileUpdateRequest,
  ) {
    const user = await this.profile.update(current.id, body, req, res);
    return {
      message: translate(requestLocale(req), 'messages.profile_updated'),
      user: UserResponseDto.from(user),
    };
  }

  @Put('password')
  @ApiOperation({
    summary: 'Change my password',
    description: 'Needs `current_password`; other sessions end and the owner is told by e-mail.',
  })
  @ApiBody({ type: PasswordChangeDto })
  @ApiOkResponse({ type: MessageUserResponseDto })
  @ApiErrors(422)
  async changePassword(
    @CurrentUser() current: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ContractValidationPipe(passwordChangeSchema)) body: PasswordChangeRequest,
  ) {
    const user = await this.profile.changePassword(current.id, body, req, res);
    return {
      message: translate(requestLocale(req), 'messages.password_updated'),
      user: UserResponseDto.from(user),
    };
  }
}
