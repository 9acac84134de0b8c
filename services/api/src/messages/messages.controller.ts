import {
  LOCALES,
  MESSAGE_STATUSES,
  messageEntrySchema,
  messageListQuerySchema,
  messageStatusSchema,
  type MessageDetail,
  type MessageEntryRequest,
  type MessageListQuery,
  type MessagePage,
  type MessageReplyPreview,
  type MessageStatusRequest,
} from '@bolsos/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import type { AuthUser } from '../common/types/auth-user';
import { MessageEntryDto, MessageStatusDto } from './dto/message-request.dto';
import {
  MessageEnvelopeDto,
  MessagePageDto,
  MessageReplyPreviewEnvelopeDto,
} from './dto/message-response.dto';
import { MessagesService } from './messages.service';

/** The enquiries inbox: the stored contact messages, for staff (admins and managers). */
@Controller('messages')
@Roles('admin', 'manager')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({ summary: 'List contact messages, filtered' })
  @ApiQuery({
    name: 'search',
    type: String,
    required: false,
    description: 'name, e-mail, phone or text',
  })
  @ApiQuery({
    name: 'status',
    enum: MESSAGE_STATUSES,
    required: false,
    description: 'left out: every status but spam',
  })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @ApiQuery({ name: 'product_id', required: false, type: 'integer' })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer' })
  @ApiOkResponse({ type: MessagePageDto, description: 'newest first' })
  @ApiErrors(422)
  list(
    @Query(new ContractValidationPipe(messageListQuerySchema)) query: MessageListQuery,
    @Req() req: Request,
  ): Promise<MessagePage> {
    return this.messages.list(query, requestLocale(req));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message with its thread' })
  @ApiOkResponse({ type: MessageEnvelopeDto })
  @ApiErrors(404)
  async show(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.detail(id, requestLocale(req)) };
  }

  @Put(':id')
  @ApiOperation({ summary: "Set a message's status" })
  @ApiBody({ type: MessageStatusDto })
  @ApiOkResponse({ type: MessageEnvelopeDto })
  @ApiErrors(404, 422)
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageStatusSchema)) body: MessageStatusRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.setStatus(id, body.status, requestLocale(req)) };
  }

  /** The inbox's page opens a message: a new one is marked read (open); others stay as they are. */
  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a message read: new becomes open, any other status stays' })
  @ApiOkResponse({ type: MessageEnvelopeDto })
  @ApiErrors(404)
  async read(
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.markRead(id, requestLocale(req)) };
  }

  @Post(':id/replies')
  @HttpCode(201)
  @ApiOperation({ summary: 'Reply to the visitor by e-mail' })
  @ApiBody({ type: MessageEntryDto })
  @ApiCreatedResponse({
    type: MessageEnvelopeDto,
    description: 'e-mailed to the visitor in their language; the message is now answered',
  })
  @ApiErrors(404, 422, 502)
  async reply(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageEntrySchema)) body: MessageEntryRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.reply(actor, id, body.body, requestLocale(req)) };
  }

  /** Nothing is sent nor stored: the e-mail `replies` would send for this text, to show first. */
  @Post(':id/replies/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview a reply e-mail as the visitor would get it (nothing is sent or stored)',
  })
  @ApiBody({ type: MessageEntryDto })
  @ApiOkResponse({
    type: MessageReplyPreviewEnvelopeDto,
    description: "in the visitor's language, with the template's greeting and sign-off",
  })
  @ApiErrors(404, 422)
  async replyPreview(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageEntrySchema)) body: MessageEntryRequest,
  ): Promise<{ data: MessageReplyPreview }> {
    return { data: await this.messages.replyPreview(actor, id, body.body) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @ApiBody({ type: MessageEntryDto })
  @ApiOperation({ summary: 'Add an internal note' })
  @ApiCreatedResponse({ type: MessageEnvelopeDto, description: 'internal: never e-mailed' })
  @ApiErrors(404, 422)
  async note(
    @CurrentUser() actor: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ContractValidationPipe(messageEntrySchema)) body: MessageEntryRequest,
    @Req() req: Request,
  ): Promise<{ data: MessageDetail }> {
    return { data: await this.messages.note(actor, id, body.body, requestLocale(req)) };
  }
}
