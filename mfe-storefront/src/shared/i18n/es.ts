/**
 * Spanish strings of the storefront: the reference for keys, and what every other language falls
 * back to. Shared keys the shell renders too (`store.category.*`, `store.fallback_language`,
 * `store.contact.about`) stay in the common catalogue of `@bolsos/i18n`.
 */
export const es = {
  'store.hero.title': 'Bolsos para cada día',
  'store.hero.subtitle':
    'Mochilas, maletines, tote bags, cangureras y bolsos cruzados, elegidos en Panamá.',
  'store.hero.cta': 'Ver el catálogo',
  'store.categories': 'Categorías',
  'store.popular': 'Populares',
  'store.popular.intro': 'Los bolsos que más gustan a nuestros clientes.',
  'store.view_all': 'Ver todos',
  'store.all_products': 'Todos los productos',
  'store.catalog.title': 'Productos',
  'store.catalog.intro': 'Explore por categoría o vea todos los bolsos de la tienda.',
  'store.catalog.count_one': '{{count}} producto',
  'store.catalog.count_other': '{{count}} productos',
  'store.catalog.empty': 'Aún no hay productos aquí.',
  'store.sort': 'Ordenar por',
  'store.sort.newest': 'Más recientes',
  'store.sort.price_asc': 'Precio: de menor a mayor',
  'store.sort.price_desc': 'Precio: de mayor a menor',
  'store.pager.label': 'Páginas',
  'store.pager.previous': 'Anterior',
  'store.pager.next': 'Siguiente',
  'store.pager.page': 'Página {{page}} de {{pages}}',
  'store.breadcrumb': 'Usted está aquí',
  'store.product.description': 'Descripción',
  // The label before the category's link, its colon as the language writes it.
  'store.gallery.label': 'Fotos del producto',
  'store.gallery.open': 'Ampliar foto: {{alt}}',
  'store.gallery.close': 'Cerrar',
  'store.gallery.zoom_in': 'Acercar',
  'store.gallery.previous': 'Foto anterior',
  'store.gallery.next': 'Foto siguiente',
  'store.gallery.error': 'No se pudo cargar la foto.',
  'store.product.category': 'Categoría: ',
  'store.product.ask': 'Preguntar por este bolso',
  'store.product.back': 'Volver a {{category}}',
  'store.product.not_found': 'Este bolso ya no está en el catálogo.',
  'store.contact.title': 'Contacto',
  'store.contact.intro':
    '¿Preguntas sobre un bolso o un pedido? Escríbanos y le responderemos pronto.',
  'store.contact.name': 'Nombre',
  'store.contact.email': 'Correo electrónico',
  'store.contact.phone': 'Teléfono',
  'store.contact.message': 'Mensaje',
  'store.contact.send': 'Enviar',
  'store.contact.sent': 'Enviado',
  'store.contact.confirmation': '¡Gracias! Su mensaje fue enviado.',
  'store.contact.required_note': 'Los campos con * son obligatorios.',
  'store.contact.reply_note':
    'Le responderemos por correo electrónico en cuanto podamos, en días hábiles.',
  'store.search.title': 'Buscar',
  'store.search.results_for': 'Resultados para «{{q}}»',
  'store.search.did_you_mean': '¿Quiso decir «{{q}}»?',
  'store.search.none': 'No encontramos bolsos para «{{q}}».',
  'store.search.none_hint': 'Pruebe con otras palabras, o vea las categorías y los más populares.',
  'store.search.prompt': 'Escriba en el buscador lo que busca: un nombre, un color, un material…',
  'store.filter.min_price': 'Precio desde (US$)',
  'store.filter.max_price': 'Precio hasta (US$)',
  'store.filter.toggle': 'Filtrar y ordenar',
  'store.filter.apply': 'Aplicar',
  'store.filter.invalid':
    '«{{value}}» no es un precio válido para «{{field}}» (de 0 a {{max}}, con dos decimales como máximo): se muestran los bolsos sin ese límite.',
  'store.filter.below_min':
    'El precio hasta es menor que el precio desde: se muestran los bolsos sin ese límite.',
} as const satisfies Record<string, string>;

export type StorefrontKey = keyof typeof es;
