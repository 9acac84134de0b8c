import type { LanguageStrings } from '@bolsos/i18n';
import type { StorefrontKey } from './es';

export const en: LanguageStrings<StorefrontKey> = {
  'store.hero.title': 'Bags for every day',
  'store.hero.subtitle':
    'Backpacks, laptop bags, tote bags, fanny packs and crossbody bags, chosen in Panama.',
  'store.hero.cta': 'See the catalogue',
  'store.categories': 'Categories',
  'store.popular': 'Popular',
  'store.popular.intro': 'The bags our customers like most.',
  'store.view_all': 'View all',
  'store.all_products': 'All products',
  'store.catalog.title': 'Products',
  'store.catalog.intro': 'Browse by category or see every bag in the shop.',
  'store.catalog.count_one': '{{count}} product',
  'store.catalog.count_other': '{{count}} products',
  'store.catalog.empty': 'There are no products here yet.',
  'store.sort': 'Sort by',
  'store.sort.newest': 'Newest',
  'store.sort.price_asc': 'Price: low to high',
  'store.sort.price_desc': 'Price: high to low',
  'store.pager.label': 'Pages',
  'store.pager.previous': 'Previous',
  'store.pager.next': 'Next',
  'store.pager.page': 'Page {{page}} of {{pages}}',
  'store.breadcrumb': 'You are here',
  'store.product.description': 'Description',
  // The label before the category's link, its colon as the language writes it.
  'store.product.category': 'Category: ',
  'store.product.ask': 'Ask about this bag',
  'store.product.back': 'Back to {{category}}',
  'store.product.not_found': 'This bag is no longer in the catalogue.',
  'store.contact.title': 'Contact',
  'store.contact.intro': 'Questions about a bag or an order? Write to us and we will answer soon.',
  'store.contact.name': 'Name',
  'store.contact.email': 'E-mail',
  'store.contact.phone': 'Phone',
  'store.contact.message': 'Message',
  'store.contact.send': 'Send',
  'store.contact.sent': 'Sent',
  'store.contact.confirmation': 'Thank you! Your message has been sent.',
  'store.contact.required_note': 'Fields marked * are required.',
  'store.contact.reply_note': 'We will answer by e-mail as soon as we can, on working days.',
  'store.search.title': 'Search',
  'store.search.results_for': 'Results for “{{q}}”',
  'store.search.none': 'We found no bags for “{{q}}”.',
  'store.search.none_hint':
    'Try other words, or have a look at the categories and our most popular bags.',
  'store.search.prompt':
    'Type what you are looking for in the search box: a name, a colour, a material…',
  'store.filter.min_price': 'Price from (US$)',
  'store.filter.max_price': 'Price up to (US$)',
  'store.filter.apply': 'Apply',
  'store.filter.invalid':
    '“{{value}}” is not a valid price for “{{field}}” (0 to {{max}}, at most two decimals): the bags are shown without that limit.',
  'store.filter.below_min':
    'The price up to is below the price from: the bags are shown without that limit.',
};
