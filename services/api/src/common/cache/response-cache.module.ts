import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CacheInvalidationService } from './cache-invalidation.service';
import { CatalogueChangeSubscriber } from './catalogue-change.subscriber';
import { ResponseCache } from './response-cache';

/**
 * One cache per app, shared by the Express hit path and the controllers that fill it,
 * cleared by any committed catalogue change (here and, on Redis, in every replica).
 */
@Global()
@Module({})
export class ResponseCacheModule {
  static forRoot(cache: ResponseCache): DynamicModule {
    return {
      module: ResponseCacheModule,
      providers: [
        { provide: ResponseCache, useValue: cache },
        CacheInvalidationService,
        CatalogueChangeSubscriber,
      ],
      exports: [ResponseCache, CacheInvalidationService],
    };
  }
}
