import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SeoService } from './seo.service';
import { SitemapSlugs } from './sitemap-slugs';

/** sitemap.xml and robots.txt (mounted at the site root by seo.routes.ts). */
@Module({
  imports: [ProductsModule],
  providers: [SeoService, SitemapSlugs],
  exports: [SeoService],
})
export class SeoModule {}
