import {
  messageEntrySchema,
  messageListQuerySchema,
  messageStatusSchema,
  type MessageDetail,
  type MessageEntryRequest,
  type MessageListQuery,
  type MessagePage,
  type MessageStatusRequest,
} from '@bolsos/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import type { AuthUser } from '../common/types/auth-user';
import { MessageEntryDto, MessageStatusDto } from './dto/message-request.dto';
import { MessageEnvelopeDto, MessagePageDto } from './dto/message-response.dto';
import { MessagesService } from './messages.service';

/** The enquiries inbox: the stored contact messages, for staff (admins and managers). */
@ApiTags('messages')
@ApiCookieAuth()
@Controller('messages')
@Roles('admin', 'manager')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiQuery({ name: 'search', required: false, description: 'name, e-mail, phone or text' })
  @ApiQuery({ name: 'status', required: false, description: 'left out: every status but spam' })
  @ApiQuery({ name: 'lang', required: false })
  @ApiQuery({ name: 'product_id', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per_page', required: false })
  @ApiOkResponse({ type: MessagePageDto, description: 'newest first' })
  list(
    @Query(new ContractValidationPipe(messageListQuerySchema)) query: MessageListQuery,
    @Req() req: Request,
  ): Promise<MessagePage> {
    return this.messages.list(query, requestLocale(req));
  }

  @Get(':id')
  @ApiOkResponse({ type: MessageEnvelopeDto })
  async show(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.detail(id, requestLocale(req)) };
  }

  @Put(':id')
  @ApiBody({ type: MessageStatusDto })
  @ApiOkResponse({ type: MessageEnvelopeDto })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageStatusSchema)) body: MessageStatusRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.setStatus(id, body.status, requestLocale(req)) };
  }

  @Post(':id/replies')
  @HttpCode(201)
  @ApiBody({ type: MessageEntryDto })
  @ApiCreatedResponse({
    type: MessageEnvelopeDto,
    description: 'e-mailed to the visitor in their language; the message is now answered',
  })
  @ApiBadGatewayResponse({ description: 'the mail server refused it: nothing was stored' })
  async reply(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageEntrySchema)) body: MessageEntryRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.reply(actor, id, body.body, requestLocale(req)) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @ApiBody({ type: MessageEntryDto })
  @ApiCreatedResponse({ type: MessageEnvelopeDto, description: 'internal: never e-mailed' })
  async note(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageEntrySchema)) body: MessageEntryRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.note(actor, id, body.body, requestLocale(req)) };
  }
}
