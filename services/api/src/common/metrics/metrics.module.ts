import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Metrics } from './metrics';

/** One set of instruments per app, made by app.factory (which also counts at the HTTP layer). */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useValue: metrics }],
      exports: [Metrics],
    };
  }
}
