import type { Locale } from '@bolsos/contracts';
import { CategoryLinks } from '../../../shared/components/category-links';
import { PopularSection } from '../../../shared/components/popular-section';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { Hero } from './hero';

/** Home (`/`, `/en`, `/zh`): hero, the five categories and the Popular section. */
export function HomePage({ locale }: { locale: Locale }) {
  usePageMeta(locale, { name: 'home' });
  return (
    <div className="sf-page" data-testid="home-page">
      <Hero locale={locale} />
      <CategoryLinks locale={locale} />
      <PopularSection locale={locale} />
    </div>
  );
}
