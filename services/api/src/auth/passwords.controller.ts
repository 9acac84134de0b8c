import {
  passwordForgotSchema,
  passwordResetSchema,
  passwordSetSchema,
  type PasswordForgotRequest,
  type PasswordResetRequest,
  type PasswordSetRequest,
} from '@bolsos/contracts';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AllowWithoutPassword } from '../common/decorators/allow-without-password.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimit } from '../common/decorators/rate-limit.decorator';
import { ApiException } from '../common/exceptions/api.exception';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { MessageResponseDto } from '../common/openapi/error-response.dto';
import { requestLocale } from '../common/i18n/request-locale';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import type { AuthUser } from '../common/types/auth-user';
import { MessageUserResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { AuthService } from './auth.service';
import { PasswordForgotDto, PasswordResetDto, PasswordSetDto } from './dto/auth-request.dto';
import { PasswordsService } from './passwords.service';
import { translate } from '../common/i18n/messages';

@Controller('password')
export class PasswordsController {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly auth: AuthService,
  ) {}

  /** Same 202 and message whether or not the e-mail has an account. */
  @Public()
  @Post('forgot')
  @HttpCode(202)
  @RateLimit({ name: 'forgot', limit: 5, windowSeconds: 900 })
  @ApiOperation({ summary: 'E-mail a password reset link (same answer for unknown addresses)' })
  @ApiBody({ type: PasswordForgotDto })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiErrors(422)
  forgot(
    @Req() req: Request,
    @Body(new ContractValidationPipe(passwordForgotSchema)) body: PasswordForgotRequest,
  ) {
    const locale = requestLocale(req);
    this.passwords.requestReset(body.email, locale);
    return { message: translate(locale, 'messages.password_reset_link_sent') };
  }

  @Public()
  @Post('reset')
  @HttpCode(200)
  @RateLimit({ name: 'reset', limit: 10, windowSeconds: 900 })
  @ApiOperation({ summary: 'Set a new password with the e-mailed token' })
  @ApiBody({ type: PasswordResetDto })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(422)
  async reset(
    @Req() req: Request,
    @Body(new ContractValidationPipe(passwordResetSchema)) body: PasswordResetRequest,
  ) {
    await this.passwords.reset(body);
    return { message: translate(requestLocale(req), 'messages.password_reset_done') };
  }

  /** First password of an invited user; anyone who already has one is refused. */
  @AllowWithoutPassword()
  @Post('set')
  @HttpCode(200)
  @ApiOperation({
    summary: 'First password of an invited user, who stays signed in',
    description: 'Someone who already has a password is refused (403).',
  })
  @ApiBody({ type: PasswordSetDto })
  @ApiOkResponse({ type: MessageUserResponseDto })
  @ApiErrors(403, 422)
  async set(
    @CurrentUser() current: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ContractValidationPipe(passwordSetSchema)) body: PasswordSetRequest,
  ) {
    if (current.passwordSetAt) throw new ApiException(403, 'errors.password_already_set');
    const user = await this.passwords.set(current.id, body.password);
    // The version bump ended every session; this one continues under a new id.
    await this.auth.signIn(req, res, user);
    return {
      message: translate(requestLocale(req), 'messages.password_set_done'),
      user: UserResponseDto.from(user),
    };
  }
}
