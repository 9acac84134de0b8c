import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditQuerySchema,
  type AuditQuery,
} from '@bolsos/contracts';
import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { requestLocale } from '../common/i18n/request-locale';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { AuditPageDto } from './dto/audit-response.dto';
import { AuditService } from './audit.service';

/** The audit log, read-only: no route changes or deletes an entry. Admins only. */
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'Read the audit log, filtered' })
  @ApiQuery({ name: 'actor_id', required: false, type: Number })
  @ApiQuery({ name: 'entity', required: false, enum: AUDIT_ENTITIES })
  @ApiQuery({ name: 'entity_id', required: false, type: Number })
  @ApiQuery({ name: 'action', required: false, enum: AUDIT_ACTIONS })
  @ApiQuery({
    name: 'from',
    type: String,
    required: false,
    description: 'a day (UTC) or an ISO instant; entries at or after it',
  })
  @ApiQuery({
    name: 'to',
    type: String,
    required: false,
    description: 'a day (UTC, included) or an ISO instant; entries at or before it',
  })
  @ApiQuery({ name: 'page', required: false, type: 'integer' })
  @ApiQuery({ name: 'per_page', required: false, type: 'integer' })
  @ApiOkResponse({ type: AuditPageDto, description: 'newest first' })
  @ApiErrors(422)
  list(
    @Query(new ContractValidationPipe(auditQuerySchema)) query: AuditQuery,
    @Req() req: Request,
  ) {
    // Products are named in the staff member's language (the back office sends it).
    return this.audit.list(query, requestLocale(req));
  }
}
