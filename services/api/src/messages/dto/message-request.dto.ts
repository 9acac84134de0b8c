import {
  LIMITS,
  MESSAGE_STATUSES,
  type MessageEntryRequest,
  type MessageStatus,
  type MessageStatusRequest,
} from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class MessageStatusDto implements MessageStatusRequest {
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
}

export class MessageEntryDto implements MessageEntryRequest {
  @ApiProperty({ minLength: 1, maxLength: LIMITS.messageEntryMax }) body!: string;
}
