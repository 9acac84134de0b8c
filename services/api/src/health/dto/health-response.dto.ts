import type { HealthResponse, LivenessResponse } from '@bolsos/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LivenessDto implements LivenessResponse {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ description: 'Seconds since the process started' }) uptime_s!: number;
}

export class ServiceStatusDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
}

export class HealthDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ type: ServiceStatusDto }) database!: ServiceStatusDto;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['up', 'down'] },
    description:
      'Other services this replica needs (redis when sessions or rate limits live there)',
  })
  services?: Record<string, 'up' | 'down'>;
  @ApiPropertyOptional({ description: 'Shutting down: taking no new requests' }) draining?: boolean;
}
