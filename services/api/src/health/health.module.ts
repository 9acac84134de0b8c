import { Module, type DynamicModule } from '@nestjs/common';
import { Readiness } from '../common/lifecycle/readiness';
import { HealthController } from './health.controller';

@Module({})
export class HealthModule {
  /** The readiness checks come from app.factory, which makes the connections Nest does not own. */
  static forRoot(readiness: Readiness): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: Readiness, useValue: readiness }],
    };
  }
}
