import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ResponseCache } from './response-cache';

/** One cache per app, shared by the Express hit path and the controllers that fill it. */
@Global()
@Module({})
export class ResponseCacheModule {
  static forRoot(cache: ResponseCache): DynamicModule {
    return {
      module: ResponseCacheModule,
      providers: [{ provide: ResponseCache, useValue: cache }],
      exports: [ResponseCache],
    };
  }
}
