import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AccountModule } from './account/account.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { CsrfGuard } from './common/guards/csrf.guard';
import { RateLimitGuard } from './common/guards/rate-limit.guard';
import { SessionAuthGuard } from './common/guards/session-auth.guard';
import { ResponseCache } from './common/cache/response-cache';
import { ResponseCacheModule } from './common/cache/response-cache.module';
import { AppResources } from './common/lifecycle/app-resources';
import { BackgroundTasksModule } from './common/lifecycle/background-tasks';
import { Readiness } from './common/lifecycle/readiness';
import { Metrics } from './common/metrics/metrics';
import { MetricsModule } from './common/metrics/metrics.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import type { RateLimitStore } from './common/rate-limit/rate-limit.store';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { SiteModule } from './site/site.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { PopularsModule } from './populars/populars.module';
import { ProductsModule } from './products/products.module';
import { ProfileModule } from './profile/profile.module';
import { RedirectsModule } from './redirects/redirects.module';
import { ReleasesModule } from './releases/releases.module';
import { ShopModule } from './shop/shop.module';
import { SearchModule } from './search/search.module';
import { StorageModule } from './storage/storage.module';
import { TokensModule } from './tokens/tokens.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(
    config: AppConfig,
    rateLimitStore?: RateLimitStore,
    resources: AppResources = new AppResources(),
    responseCache: ResponseCache = new ResponseCache(),
    readiness: Readiness = new Readiness(),
    metrics: Metrics = new Metrics(),
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        RateLimitModule.forRoot(rateLimitStore),
        ResponseCacheModule.forRoot(responseCache),
        MetricsModule.forRoot(metrics),
        BackgroundTasksModule,
        AuditModule,
        MailModule,
        StorageModule,
        TokensModule,
        UsersModule,
        AuthModule,
        AccountModule,
        ProfileModule,
        ProductsModule,
        PopularsModule,
        SearchModule,
        ContactModule,
        MessagesModule,
        RedirectsModule,
        ShopModule,
        ReleasesModule,
        HealthModule.forRoot(readiness),
        DashboardModule,
        SeoModule,
        SiteModule,
        SeedModule,
      ],
      providers: [
        // Order matters: CSRF (419) before authentication (401/418/403) before throttling (429).
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: SessionAuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: AppResources, useValue: resources },
      ],
    };
  }
}
