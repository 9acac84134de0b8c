import type { RouteRedirectLookup } from '@bolsos/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class RouteRedirectTargetDto {
  @ApiProperty({ description: 'A path on this site, or an absolute URL when external' })
  to!: string;
  @ApiProperty({ enum: [301, 302] }) status!: 301 | 302;
  @ApiProperty() external!: boolean;
}

export class RouteRedirectLookupDto implements RouteRedirectLookup {
  @ApiProperty({
    type: RouteRedirectTargetDto,
    nullable: true,
    description: 'null: no page moved from this path',
  })
  redirect!: RouteRedirectTargetDto | null;
}
