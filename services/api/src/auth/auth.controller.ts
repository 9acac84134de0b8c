import { CSRF_COOKIE_PATH, type LoginRequest } from '@bolsos/contracts';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditService } from '../audit/audit.service';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { AllowWithoutPassword } from '../common/decorators/allow-without-password.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimit } from '../common/decorators/rate-limit.decorator';
import { rateLimitKey } from '../common/guards/rate-limit.guard';
import { requestLocale } from '../common/i18n/request-locale';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { AccountResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/auth-request.dto';
import { LocalAuthGuard } from './local-auth.guard';

const LOGIN_LIMIT = {
  name: 'login',
  limit: 5,
  windowSeconds: 60,
  // Per account and address: one attacker cannot lock a user out from everywhere.
  key: (req: Request) =>
    `${String(req.body?.email ?? '')
      .trim()
      .toLowerCase()}|${req.ip}`,
};

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly limits: RateLimitService,
    private readonly audit: AuditService,
  ) {}

  /** Sanctum's handshake: 204 with the XSRF-TOKEN cookie the SPA echoes on writes. */
  @Public()
  @Get(CSRF_COOKIE_PATH.slice(1))
  @HttpCode(204)
  @ApiOperation({ summary: 'Start a visit: the XSRF-TOKEN cookie to echo on writes' })
  @ApiNoContentResponse({ description: 'Sets the XSRF-TOKEN cookie' })
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    this.auth.csrfCookie(req, res);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @RateLimit(LOGIN_LIMIT)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in (session cookie; a new XSRF token)',
    description:
      'Wrong credentials are a 422 on `email`. Five tries a minute per account and address, and a lock after repeated failures: 429 with Retry-After.',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AccountResponseDto, description: 'Signed in' })
  @ApiErrors(422)
  async login(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: LoginRequest,
  ): Promise<AccountResponseDto> {
    const user = req.user as User;
    await this.limits.reset(rateLimitKey(LOGIN_LIMIT, req));
    this.auth.applyLifetime(req, body.remember === true);
    this.auth.issueCsrfToken(req, res);
    const locale = requestLocale(req);
    if (user.locale !== locale) await this.users.setLocale(user.id, locale);
    await this.audit.record({
      action: 'sign_in',
      entity: 'user',
      entityId: user.id,
      actor: { id: user.id, name: user.name },
    });
    return { user: UserResponseDto.from(user) };
  }

  @AllowWithoutPassword()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: the session ends' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const user = req.user as User | undefined;
    if (user) await this.audit.record({ action: 'sign_out', entity: 'user', entityId: user.id });
    await this.auth.signOut(req, res);
  }
}
