import { buildPath } from '@bolsos/contracts';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditService } from '../audit/audit.service';
import { Public } from '../common/decorators/public.decorator';
import { ApiException } from '../common/exceptions/api.exception';
import { requestLocale } from '../common/i18n/request-locale';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { AuthService } from './auth.service';

@ApiTags('passwords')
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly tokens: TokensService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The e-mailed link: signs the invited user in (no password yet) and sends
   * them to the password-set page. A dead link lands on the login page.
   */
  @Public()
  @Get(':token')
  @ApiFoundResponse({
    description: 'Redirect to /auth/password-set, or to /auth/login?invitation=invalid',
  })
  async accept(
    @Param('token') token: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const row = await this.tokens.find(token, 'invitation');
    const consumed = row ? await this.tokens.consume(row) : false;
    if (!row || !consumed) {
      if (!req.accepts('html')) throw new ApiException(410, 'errors.token_invalid');
      res.redirect(
        302,
        `${buildPath(requestLocale(req), { name: 'auth', page: 'login' })}?invitation=invalid`,
      );
      return;
    }
    const user = row.user as User;
    if (req.isAuthenticated?.()) await new Promise<void>((resolve) => req.logout(() => resolve()));
    await this.auth.signIn(req, res, user);
    await this.audit.record({ action: 'invitation_accepted', entity: 'user', entityId: user.id });
    await new Promise<void>((resolve, reject) =>
      req.session.save((error) => (error ? reject(error) : resolve())),
    );
    res.redirect(302, buildPath(user.locale, { name: 'auth', page: 'password-set' }));
  }
}
