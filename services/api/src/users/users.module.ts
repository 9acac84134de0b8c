import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { TokensModule } from '../tokens/tokens.module';
import { UserRole } from './entities/user-role.entity';
import { User } from './entities/user.entity';
import { UsersController } from './users.controller';
import { SignInLocks } from './sign-in-locks.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserRole]), TokensModule, MailModule],
  controllers: [UsersController],
  providers: [UsersService, SignInLocks],
  exports: [UsersService, SignInLocks],
})
export class UsersModule {}
