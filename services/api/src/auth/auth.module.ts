import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordsController } from './passwords.controller';
import { PasswordsService } from './passwords.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, TokensModule, MailModule],
  controllers: [AuthController, PasswordsController, InvitationsController],
  providers: [
    AuthService,
    PasswordsService,
    InvitationsService,
    PasswordHasher,
    LocalStrategy,
    LoginThrottle,
    DeviceCookies,
    SessionSerializer,
  ],
  exports: [AuthService, PasswordHasher],
})
export class AuthModule {}
