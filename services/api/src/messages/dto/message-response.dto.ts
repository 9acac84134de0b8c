import {
  CATEGORIES,
  LOCALES,
  MESSAGE_ENTRY_KINDS,
  MESSAGE_STATUSES,
  type CatalogImage,
  type Category,
  type ContactMessage,
  type ContactMessageProduct,
  type Locale,
  type MessageDetail,
  type MessageEntryKind,
  type MessageProduct,
  type MessageReplyPreview,
  type MessageStatus,
  type MessageThreadEntry,
} from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageMetaDto } from '../../users/dto/user-response.dto';

export class ContactMessageProductDto implements ContactMessageProduct {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "in the staff member's language (Spanish when missing)" })
  name!: string;
  @ApiProperty({ description: 'the public product page' }) path!: string;
}

export class ContactMessageDto implements ContactMessage {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'empty when not given' }) phone!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: LOCALES, description: 'the language the visitor wrote in' })
  language!: Locale;
  @ApiProperty({ type: Number, nullable: true }) product_id!: number | null;
  @ApiProperty({ type: ContactMessageProductDto, nullable: true })
  product!: ContactMessageProductDto | null;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class MessageCountsDto implements Record<MessageStatus, number> {
  @ApiProperty() new!: number;
  @ApiProperty() open!: number;
  @ApiProperty() answered!: number;
  @ApiProperty() archived!: number;
  @ApiProperty() spam!: number;
}

export class MessagePageMetaDto extends PageMetaDto {
  @ApiProperty({
    type: MessageCountsDto,
    description:
      'messages in each status over the whole inbox, whatever the filters (the menu shows `new`)',
  })
  counts!: MessageCountsDto;
}

export class MessagePageDto {
  @ApiProperty({ type: ContactMessageDto, isArray: true }) data!: ContactMessageDto[];
  @ApiProperty({ type: MessagePageMetaDto }) meta!: MessagePageMetaDto;
}

export class CatalogImageDto implements CatalogImage {
  @ApiProperty() url!: string;
  @ApiProperty() srcset!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty() alt!: string;
}

export class MessageProductNamesDto {
  @ApiProperty() es!: string;
  @ApiPropertyOptional() en?: string;
  @ApiPropertyOptional() zh?: string;
}

export class MessageProductDto extends ContactMessageProductDto implements MessageProduct {
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty({ description: 'the public page exists only while published' })
  published!: boolean;
  @ApiProperty({ type: MessageProductNamesDto }) names!: MessageProductNamesDto;
  @ApiProperty({ type: CatalogImageDto, nullable: true }) thumbnail!: CatalogImageDto | null;
}

export class MessageThreadEntryDto implements MessageThreadEntry {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: MESSAGE_ENTRY_KINDS }) kind!: MessageEntryKind;
  @ApiProperty() body!: string;
  @ApiProperty({ type: Number, nullable: true }) author_id!: number | null;
  @ApiProperty({ description: "the author's name when they wrote it" }) author_name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at!: string | null;
}

export class MessageDetailDto extends ContactMessageDto implements Omit<MessageDetail, 'product'> {
  @ApiProperty({ type: MessageProductDto, nullable: true })
  declare product: MessageProductDto | null;
  @ApiProperty({ type: MessageThreadEntryDto, isArray: true, description: 'oldest first' })
  thread!: MessageThreadEntryDto[];
}

export class MessageEnvelopeDto {
  @ApiProperty({ type: MessageDetailDto }) data!: MessageDetailDto;
}

export class MessageReplyPreviewDto implements MessageReplyPreview {
  @ApiProperty({ description: "the visitor's address" }) to!: string;
  @ApiProperty({ enum: LOCALES, description: "the visitor's language, the e-mail's" })
  language!: Locale;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'the plain-text part' }) text!: string;
  @ApiProperty({ description: 'the HTML part' }) html!: string;
}

export class MessageReplyPreviewEnvelopeDto {
  @ApiProperty({ type: MessageReplyPreviewDto }) data!: MessageReplyPreviewDto;
}
