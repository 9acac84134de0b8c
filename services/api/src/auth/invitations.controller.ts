import {
  buildPath,
  passwordSetSchema,
  type InvitationAcceptResponse,
  type InvitationResponse,
  type PasswordSetRequest,
} from '@bolsos/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { RateLimit } from '../common/decorators/rate-limit.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { MessageUserResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies.service';
import { PasswordSetDto } from './dto/auth-request.dto';
import { InvitationDto } from './dto/auth-response.dto';
import { InvitationsService } from './invitations.service';
import { translate } from '../common/i18n/messages';

@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * Reads whose invitation a token is, and nothing else: mail scanners prefetch links, and a link
   * someone else sends must not sign its opener in. A browser opening a link mailed before the
   * invitation page existed is sent to that page.
   */
  @Public()
  @Get(':token')
  // Lookups by token are guesses when they fail; the page itself makes one per visit.
  @RateLimit({ name: 'invitation-read', limit: 30, windowSeconds: 900 })
  @ApiOperation({ summary: 'Whose invitation this is; uses nothing up' })
  @ApiOkResponse({ type: InvitationDto, description: 'A live invitation' })
  @ApiFoundResponse({
    description: 'A browser (Accept: text/html) is sent to the invitation page, `?token=` kept',
    headers: { Location: { required: true, schema: { type: 'string' } } },
  })
  @ApiErrors(410)
  async show(
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InvitationResponse | undefined> {
    const user = await this.invitations.find(token);
    if (req.accepts(['json', 'html']) === 'html') {
      const locale = user?.locale ?? requestLocale(req);
      const page = buildPath(locale, { name: 'auth', page: 'invitation' });
      res.redirect(302, `${page}?token=${encodeURIComponent(token)}`);
      return undefined;
    }
    if (!user) throw this.invitations.dead();
    return { user: { name: user.name, email: user.email, locale: user.locale } };
  }

  /**
   * The invitation page's form: uses the token up (once, whoever races), sets the first password
   * and signs its owner in under a new session id. Like every write it needs the XSRF token.
   */
  @Public()
  @Post(':token')
  @HttpCode(200)
  @RateLimit({ name: 'invitation-accept', limit: 10, windowSeconds: 900 })
  @ApiOperation({ summary: 'Set the first password from an invitation and sign in' })
  @ApiBody({ type: PasswordSetDto })
  @ApiOkResponse({ type: MessageUserResponseDto, description: 'Signed in' })
  @ApiErrors(410, 422)
  async accept(
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body(new ContractValidationPipe(passwordSetSchema)) body: PasswordSetRequest,
  ): Promise<InvitationAcceptResponse> {
    const user = await this.invitations.accept(token, body.password);
    await this.auth.signIn(req, res, user);
    // The invited person's browser is theirs, as one they sign in on: strangers' failures
    // never keep it out (LoginThrottle).
    this.devices.issue(res, user.id);
    return {
      message: translate(requestLocale(req), 'messages.password_set_done'),
      user: UserResponseDto.from(user),
    };
  }
}
