import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditEntry as AuditEntryContract,
} from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { PageMetaDto } from '../../users/dto/user-response.dto';

export class AuditEntryDto implements AuditEntryContract {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ type: Number, nullable: true }) actor_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'the name the actor had then' })
  actor_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ enum: AUDIT_ENTITIES }) entity!: AuditEntity;
  @ApiProperty({ type: Number, nullable: true }) entity_id!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'part of the record written: role, translation, image, popular',
  })
  part!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'role, language or id of the part' })
  part_key!: string | null;
  @ApiProperty({
    description: 'field → { before, after }; secrets are never included',
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: { before: {}, after: {} },
    },
  })
  changes!: Record<string, AuditChange>;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { type: 'string' },
    description: 'what an account event adds, e.g. the e-mail a failed sign-in tried',
  })
  details!: Record<string, string> | null;
  @ApiProperty({ description: 'the record still exists' }) entity_exists!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'what people call the record: a product’s name in the request’s language, a user’s or sender’s name and e-mail; for a deleted record the name its entry holds',
  })
  entity_label!: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true }) data!: AuditEntryDto[];
  @ApiProperty({ type: PageMetaDto }) meta!: PageMetaDto;
}
