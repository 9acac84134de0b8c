import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { MailModule } from '../mail/mail.module';
import { ProductsModule } from '../products/products.module';
import { MessageEntry } from './entities/message-entry.entity';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, MessageEntry]), ProductsModule, MailModule],
  controllers: [MessagesController],
  providers: [MessagesService],
})
export class MessagesModule {}
