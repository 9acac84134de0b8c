import {
  contactSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type ContactRequest,
} from '@bolsos/contracts';
import { Body, Controller, HttpCode, Logger, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { RateLimit } from '../common/decorators/rate-limit.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { MessageResponseDto } from '../common/openapi/error-response.dto';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ContactService } from './contact.service';
import { IdempotencyKey } from './idempotency-key.decorator';
import { translate } from '../common/i18n/messages';

class ContactDto implements ContactRequest {
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiPropertyOptional() phone?: string;
  @ApiProperty({ minLength: 10 }) message!: string;
  @ApiPropertyOptional({ description: 'the product the visitor asks about' }) product_id?: number;
  @ApiPropertyOptional({ description: 'honeypot: must stay empty' }) website?: string;
  @ApiPropertyOptional({ enum: ['es', 'en', 'zh'] }) language?: 'es' | 'en' | 'zh';
}

@Controller('contact')
export class ContactController {
  private readonly logger = new Logger('Contact');

  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @RateLimit({ name: 'contact', limit: 5, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Send the shop a message',
    description:
      'Five per visitor address every 10 minutes. A filled honeypot gets the same 201 and nothing is kept.',
  })
  @ApiBody({ type: ContactDto })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiErrors(422)
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'One key per message, the same on every retry of it (e.g. a UUID). A message already ' +
      'stored under the key is not stored or e-mailed again: the same key with the same e-mail ' +
      'and message answers 201 as the first time; with another message, 422 on `idempotency_key`.',
    schema: {
      type: 'string',
      minLength: 8,
      maxLength: 100,
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
    },
  })
  async send(
    @Req() req: Request,
    @Body(new ContractValidationPipe(contactSchema)) body: ContactRequest,
    @IdempotencyKey() idempotencyKey: string | null,
  ) {
    const locale = requestLocale(req);
    // A filled honeypot is a bot: it gets the same answer, and nothing is stored or sent.
    if (body.website) {
      this.logger.warn(`Honeypot filled from ${req.ip}; message dropped`);
    } else {
      await this.contact.receive(body, locale, idempotencyKey);
    }
    return { message: translate(locale, 'messages.contact_sent') };
  }
}
