import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store';

/** Global so the guard and the login route share one store instance. */
@Global()
@Module({})
export class RateLimitModule {
  static forRoot(store: RateLimitStore = new MemoryRateLimitStore()): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [{ provide: RateLimitService, useValue: new RateLimitService(store) }],
      exports: [RateLimitService],
    };
  }
}
