/**
 * Demo catalogue for the first run (design.md §6): a bag shop in Panama City.
 * Pure data, no database access; the seeder turns it into rows and renders the
 * images with demo-image.ts.
 */
import { slugify, type Category } from '@bolsos/contracts';

export type DemoImageView = 'front' | 'side' | 'detail';

export interface DemoPalette {
  primary: string;
  secondary: string;
  accent: string;
}

export interface DemoTranslation {
  name: string;
  slug: string;
  description: string;
}

export interface DemoImage {
  view: DemoImageView;
  alt: { es: string; en?: string; zh?: string };
}

export interface DemoProduct {
  /** Stable identifier for the seed (popular list, idempotent re-runs); never shown. */
  key: string;
  category: Category;
  /** USD, two decimals, as the API returns it */
  price: string;
  published: boolean;
  translations: { es: DemoTranslation; en?: DemoTranslation; zh?: DemoTranslation };
  palette: DemoPalette;
  /** 1–3 images, in display order */
  images: DemoImage[];
}

export interface DemoRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

type Lang = 'es' | 'en' | 'zh';

/** Name, description and a short visual description the alt texts are built from. */
interface Copy {
  name: string;
  description: string;
  look: string;
}

interface Definition {
  key: string;
  category: Category;
  price: string;
  published?: boolean;
  palette: [primary: string, secondary: string, accent: string];
  views: DemoImageView[];
  es: Copy;
  en?: Copy;
  zh?: Copy;
}

const VIEW_LABELS: Record<Lang, Record<'front' | 'side', string>> = {
  es: { front: 'vista frontal', side: 'vista lateral' },
  en: { front: 'front view', side: 'side view' },
  zh: { front: '正面', side: '侧面' },
};

/** A close-up names what demo-image.ts zooms on for the category. */
const DETAIL_LABELS: Record<Lang, Record<Category, string>> = {
  es: {
    backpacks: 'detalle del cierre',
    laptop_bags: 'detalle de la hebilla',
    tote_bags: 'detalle del asa',
    fanny_packs: 'detalle de la hebilla',
    crossbody: 'detalle del cierre de la solapa',
  },
  en: {
    backpacks: 'zipper close-up',
    laptop_bags: 'buckle close-up',
    tote_bags: 'handle close-up',
    fanny_packs: 'buckle close-up',
    crossbody: 'flap clasp close-up',
  },
  zh: {
    backpacks: '拉链细节',
    laptop_bags: '搭扣细节',
    tote_bags: '提手细节',
    fanny_packs: '插扣细节',
    crossbody: '翻盖锁扣细节',
  },
};

function altText(lang: Lang, look: string, category: Category, view: DemoImageView): string {
  const label = view === 'detail' ? DETAIL_LABELS[lang][category] : VIEW_LABELS[lang][view];
  return lang === 'zh' ? `${look}，${label}` : `${look}, ${label}`;
}

function translation(copy: Copy): DemoTranslation {
  return { name: copy.name, slug: slugify(copy.name), description: copy.description };
}

function build(def: Definition): DemoProduct {
  const [primary, secondary, accent] = def.palette;
  return {
    key: def.key,
    category: def.category,
    price: def.price,
    published: def.published ?? true,
    translations: {
      es: translation(def.es),
      ...(def.en ? { en: translation(def.en) } : {}),
      ...(def.zh ? { zh: translation(def.zh) } : {}),
    },
    palette: { primary, secondary, accent },
    images: def.views.map((view) => ({
      view,
      alt: {
        es: altText('es', def.es.look, def.category, view),
        ...(def.en ? { en: altText('en', def.en.look, def.category, view) } : {}),
        ...(def.zh ? { zh: altText('zh', def.zh.look, def.category, view) } : {}),
      },
    })),
  };
}

const DEFINITIONS: Definition[] = [
  // ── Backpacks ────────────────────────────────────────────────────────────
  {
    key: 'bp-boquete',
    category: 'backpacks',
    price: '59.90',
    palette: ['#1f2a44', '#c9d3e0', '#e0a030'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Mochila Urbana Boquete',
      description:
        'Mochila de lona encerada con compartimento acolchado para laptop de hasta 15 pulgadas y bolsillo frontal con cierre. Los tirantes ergonómicos reparten el peso en el trayecto diario al trabajo o a la universidad. Aguanta los aguaceros de la tarde sin perder la forma.',
      look: 'Mochila de lona azul marino con bolsillo frontal',
    },
    en: {
      name: 'Boquete Urban Backpack',
      description:
        'A waxed-canvas backpack with a padded sleeve for laptops up to 15 inches and a zippered front pocket. Contoured shoulder straps spread the weight on the daily commute to work or class. It shrugs off an afternoon downpour without losing its shape.',
      look: 'Navy canvas backpack with a front pocket',
    },
    zh: {
      name: '博克特城市双肩包',
      description:
        '采用上蜡帆布制成，内设可放15英寸笔记本电脑的加厚隔层，正面配有拉链口袋。人体工学肩带有效分散重量，每天上班上学都轻松。午后突如其来的大雨也不怕，包型始终挺括。',
      look: '带前袋的藏青色帆布双肩包',
    },
  },
  {
    key: 'bp-baru',
    category: 'backpacks',
    price: '89.00',
    palette: ['#2f5d3a', '#a7c4a0', '#f28c28'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Mochila de Excursión Barú',
      description:
        'Mochila de 28 litros pensada para subir el Volcán Barú o recorrer los senderos de Chiriquí. Tiene espalda ventilada, funda para bolsa de hidratación y un cobertor impermeable guardado en la base. Las correas de compresión mantienen la carga firme en las subidas.',
      look: 'Mochila de excursión verde bosque con detalles naranja',
    },
    en: {
      name: 'Barú Hiking Backpack',
      description:
        'A 28-liter pack made for the climb up Volcán Barú or a day on the Chiriquí trails. It has a ventilated back panel, a hydration sleeve and a rain cover stowed in the base. Compression straps keep the load steady on the steep sections.',
      look: 'Forest-green hiking backpack with orange details',
    },
    zh: {
      name: '巴鲁火山户外双肩包',
      description:
        '28升容量，专为攀登巴鲁火山或在奇里基山间徒步打造。透气背板、水袋隔层一应俱全，底部还收纳着防雨罩。压缩带让负重在陡坡上也稳稳当当。',
      look: '橙色点缀的墨绿色户外双肩包',
    },
  },
  {
    key: 'bp-casco-viejo',
    category: 'backpacks',
    price: '149.00',
    palette: ['#8b4a2b', '#e8d5c0', '#c9a227'],
    views: ['front', 'detail'],
    es: {
      name: 'Mochila de Cuero Casco Viejo',
      description:
        'Confeccionada en cuero curtido al vegetal, que gana carácter y un tono más profundo con el uso. Cierra con solapa y hebillas de latón, y por dentro lleva un bolsillo acolchado para tablet. Igual de elegante en la oficina que en un paseo de sábado por el Casco Viejo.',
      look: 'Mochila de cuero color coñac con herrajes de latón',
    },
    en: {
      name: 'Casco Viejo Leather Backpack',
      description:
        'Made from vegetable-tanned leather that deepens in color and gains character with wear. It closes with a flap and brass buckles and has a padded tablet pocket inside. Just as sharp at the office as on a Saturday stroll through Casco Viejo.',
      look: 'Cognac leather backpack with brass hardware',
    },
    zh: {
      name: '老城区真皮双肩包',
      description:
        '选用植鞣牛皮，越用色泽越深沉，越有味道。翻盖搭配黄铜搭扣，内里设有加厚平板电脑袋。无论是上班通勤，还是周末在巴拿马老城区闲逛，都同样得体。',
      look: '黄铜五金的干邑色真皮双肩包',
    },
  },
  {
    key: 'bp-cinta-costera',
    category: 'backpacks',
    price: '44.90',
    palette: ['#222222', '#6b7280', '#22c55e'],
    views: ['front', 'side'],
    es: {
      name: 'Mochila Deportiva Cinta Costera',
      description:
        'Liviana y con un compartimento separado para las zapatillas o la ropa húmeda del gimnasio. El panel trasero de malla deja circular el aire cuando sales a correr por la Cinta Costera. Trae bolsillo lateral para botella y detalles reflectivos para entrenar de noche.',
      look: 'Mochila deportiva negra con detalles verde neón',
    },
    en: {
      name: 'Cinta Costera Sports Backpack',
      description:
        'A lightweight pack with a separate compartment for sneakers or damp gym clothes. The mesh back panel lets air flow when you head out for a run along the Cinta Costera. It has a side bottle pocket and reflective trims for evening workouts.',
      look: 'Black sports backpack with neon-green accents',
    },
    zh: {
      name: '滨海大道运动双肩包',
      description:
        '轻巧耐用，独立鞋仓可以放运动鞋或健身后的湿衣服。网眼背板透气散热，沿着滨海大道夜跑也不闷热。侧边设有水瓶袋，反光条让夜间训练更安全。',
      look: '荧光绿点缀的黑色运动双肩包',
    },
  },
  {
    key: 'bp-bocas',
    category: 'backpacks',
    price: '39.90',
    palette: ['#e76f51', '#f4e1d2', '#2a9d8f'],
    views: ['front'],
    es: {
      name: 'Mini Mochila Bocas',
      description:
        'Una mochila pequeña de nylon liviano para llevar lo justo: celular, billetera, bloqueador y lentes de sol. Perfecta para un día de playa en Bocas del Toro o una tarde por la ciudad. Los tirantes se ajustan para llevarla también en un solo hombro.',
      look: 'Mini mochila de nylon color coral',
    },
    en: {
      name: 'Bocas Mini Backpack',
      description:
        'A small lightweight-nylon backpack for the essentials: phone, wallet, sunscreen and sunglasses. Ideal for a beach day in Bocas del Toro or an afternoon around town. The adjustable straps let you wear it on one shoulder too.',
      look: 'Coral nylon mini backpack',
    },
    zh: {
      name: '博卡斯迷你双肩包',
      description:
        '轻量尼龙小背包，手机、钱包、防晒霜和墨镜刚好放得下。去博卡斯德尔托罗海边玩一天，或在城里随便逛逛都很合适。肩带可调节，也能单肩背。',
      look: '珊瑚色尼龙迷你双肩包',
    },
  },
  {
    key: 'bp-chitre',
    category: 'backpacks',
    price: '34.90',
    // Unpublished on purpose: a back-to-school item still being prepared, hidden from the storefront.
    published: false,
    palette: ['#1d4ed8', '#fde68a', '#ef4444'],
    views: ['front', 'side'],
    es: {
      name: 'Mochila Escolar Chitré',
      description:
        'Resistente y con base reforzada para aguantar todo el año escolar. Tiene dos compartimentos principales, bolsillo para la lonchera y una etiqueta interior para escribir el nombre. Los tirantes acolchados y la correa de pecho ajustable cuidan la espalda de los más chicos.',
      look: 'Mochila escolar azul rey con detalles amarillos',
    },
    en: {
      name: 'Chitré School Backpack',
      description:
        'Tough, with a reinforced base built to last a full school year. It has two main compartments, a lunch-box pocket and a name label inside. Padded straps and an adjustable chest strap look after young backs.',
      look: 'Royal-blue school backpack with yellow details',
    },
    zh: {
      name: '奇特雷学生书包',
      description:
        '结实耐用，加固底部经得起一整个学年的折腾。两个主仓加一个饭盒袋，内侧还有写名字的标签。加厚肩带和可调胸带，呵护孩子的脊背。',
      look: '黄色点缀的宝蓝色学生书包',
    },
  },
  {
    key: 'bp-portobelo',
    category: 'backpacks',
    price: '79.90',
    palette: ['#556b2f', '#d6cfb4', '#b5651d'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Mochila Enrollable Portobelo',
      description:
        'Hecha de lona impermeable con costuras termoselladas y boca enrollable que mantiene seco el contenido. Ideal para paseos en lancha, kayak o los meses de lluvia en la ciudad. Al desenrollarla, su capacidad pasa de 20 a 26 litros.',
      look: 'Mochila impermeable enrollable verde oliva',
    },
    en: {
      name: 'Portobelo Roll-Top Backpack',
      description:
        'Waterproof tarpaulin with heat-sealed seams and a roll-top closure that keeps everything dry. Great for boat trips, kayaking or the rainy months in the city. Unroll the top and the capacity grows from 20 to 26 liters.',
      look: 'Olive-green waterproof roll-top backpack',
    },
    zh: {
      name: '波托韦洛防水卷口双肩包',
      description:
        '防水涂层面料配合热压密封接缝，卷口式设计让包内物品滴水不沾。乘船出海、划皮划艇或雨季在城里通勤都适用。把卷口放开，容量可从20升扩展到26升。',
      look: '橄榄绿防水卷口双肩包',
    },
  },
  {
    key: 'bp-tocumen',
    category: 'backpacks',
    price: '119.00',
    palette: ['#374151', '#d1d5db', '#f59e0b'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Mochila de Viaje Tocumen',
      description:
        'Mochila de 35 litros con medidas de equipaje de mano para la mayoría de aerolíneas. Se abre por completo como una maleta y tiene un bolsillo oculto en la espalda para el pasaporte. Los tirantes se guardan detrás de un panel cuando hay que documentarla.',
      look: 'Mochila de viaje gris carbón con tiradores amarillos',
    },
    en: {
      name: 'Tocumen Travel Backpack',
      description:
        'A 35-liter pack sized as carry-on for most airlines. It opens flat like a suitcase and hides a passport pocket against your back. The shoulder straps tuck away behind a panel when you check it in.',
      look: 'Charcoal travel backpack with yellow zipper pulls',
    },
    zh: {
      name: '托库门旅行双肩包',
      description:
        '35升容量，符合大多数航空公司的登机行李尺寸。可像行李箱一样完全平摊打开，背部设有隐藏式护照袋。需要托运时，肩带可收进背板内。',
      look: '黄色拉链头的炭灰色旅行双肩包',
    },
  },

  // ── Laptop bags ──────────────────────────────────────────────────────────
  {
    key: 'lb-costa-del-este',
    category: 'laptop_bags',
    price: '129.00',
    palette: ['#1c1917', '#a8a29e', '#d4af37'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Maletín Ejecutivo Costa del Este',
      description:
        'Maletín de cuero sintético de alta densidad con compartimento acolchado para laptop de 15.6 pulgadas. Por dentro organiza tarjetas, bolígrafos, cargador y documentos tamaño carta. La correa trasera lo fija sobre el asa de la maleta de viaje.',
      look: 'Maletín ejecutivo negro con herrajes dorados',
    },
    en: {
      name: 'Costa del Este Executive Briefcase',
      description:
        'A high-density faux-leather briefcase with a padded compartment for a 15.6-inch laptop. Inside, it keeps cards, pens, charger and letter-size documents in order. A trolley sleeve on the back slides over your suitcase handle.',
      look: 'Black executive briefcase with gold-tone hardware',
    },
    zh: {
      name: '东海岸行政公文包',
      description:
        '高密度超纤皮革制成，加厚隔层可放15.6英寸笔记本电脑。内部分区收纳名片、笔、充电器和信纸尺寸文件，井井有条。背面拉杆套可固定在行李箱拉杆上，出差更省心。',
      look: '金色五金的黑色行政公文包',
    },
  },
  {
    key: 'lb-obarrio',
    category: 'laptop_bags',
    price: '69.90',
    palette: ['#4b5563', '#e5e7eb', '#3b82f6'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Maletín para Laptop Obarrio 15"',
      description:
        'Un maletín práctico de poliéster resistente al agua, con espacio para laptop de 15 pulgadas y un bolsillo frontal para el cargador y el mouse. Incluye correa de hombro desmontable y asa acolchada. El compañero de todos los días para la oficina.',
      look: 'Maletín para laptop gris con detalles azules',
    },
    en: {
      name: 'Obarrio 15" Laptop Bag',
      description:
        'A practical water-resistant polyester bag that fits a 15-inch laptop, with a front pocket for the charger and mouse. It comes with a detachable shoulder strap and a padded grab handle. An everyday companion for the office.',
      look: 'Gray laptop bag with blue details',
    },
    zh: {
      name: '奥巴里奥15英寸电脑包',
      description:
        '防泼水涤纶面料，可装15英寸笔记本电脑，前袋放充电器和鼠标正合适。配有可拆卸肩带和加厚手提把。日常上班的好搭档。',
      look: '蓝色点缀的灰色电脑包',
    },
  },
  {
    key: 'lb-balboa',
    category: 'laptop_bags',
    price: '229.00',
    palette: ['#4a2c1a', '#d9c3a5', '#b08d57'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Portafolio de Cuero Balboa',
      description:
        'Portafolio de cuero de grano completo cosido a mano, con dos compartimentos y hebilla con cerradura. Le cabe una laptop de 14 pulgadas y un expediente completo sin deformarse. Una pieza pensada para durar muchos años.',
      look: 'Portafolio de cuero marrón oscuro con cerradura',
    },
    en: {
      name: 'Balboa Leather Briefcase',
      description:
        'A hand-stitched full-grain leather briefcase with two compartments and a lockable buckle. It holds a 14-inch laptop and a full case file without losing its shape. A piece made to last for years.',
      look: 'Dark-brown leather briefcase with a lock',
    },
    zh: {
      name: '巴尔博亚真皮公文包',
      description:
        '全粒面牛皮手工缝制，双隔层设计，搭扣附带锁具。可容纳14英寸笔记本电脑和整份卷宗，包型依旧挺括。经久耐用，值得用上很多年。',
      look: '带锁的深棕色真皮公文包',
    },
  },
  {
    key: 'lb-miraflores',
    category: 'laptop_bags',
    price: '29.90',
    palette: ['#0f766e', '#ccfbf1', '#f97316'],
    views: ['front', 'detail'],
    es: {
      name: 'Funda para Laptop Miraflores 13"',
      description:
        'Funda de neopreno acolchada para laptops de 13 pulgadas, con asas escondidas y bolsillo exterior para el cargador. Protege de golpes y rayones dentro de la mochila o el maletín. Delgada, liviana y fácil de limpiar.',
      look: 'Funda para laptop verde azulado con cierre naranja',
    },
    en: {
      name: 'Miraflores 13" Laptop Sleeve',
      description:
        'A padded neoprene sleeve for 13-inch laptops, with tuck-away handles and an outside pocket for the charger. It guards against bumps and scratches inside a backpack or briefcase. Slim, light and easy to wipe clean.',
      look: 'Teal laptop sleeve with an orange zipper',
    },
    zh: {
      name: '米拉弗洛雷斯13英寸电脑内胆包',
      description:
        '加厚氯丁橡胶材质，适配13英寸笔记本电脑，配有可隐藏提手和外置充电器袋。放进背包或公文包里，防撞又防刮。轻薄小巧，脏了一擦就干净。',
      look: '橙色拉链的青绿色电脑内胆包',
    },
  },
  {
    key: 'lb-albrook',
    category: 'laptop_bags',
    price: '99.00',
    palette: ['#1e3a5f', '#cbd5e1', '#e11d48'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Maletín Convertible Albrook',
      description:
        'Se lleva de tres formas: en la mano, al hombro o como mochila gracias a sus tirantes escondidos. Tiene compartimento para laptop de 16 pulgadas y un bolsillo con protección RFID para las tarjetas. Ideal para quien pasa el día de reunión en reunión.',
      look: 'Maletín convertible azul marino',
    },
    en: {
      name: 'Albrook Convertible Laptop Bag',
      description:
        'Carry it three ways: by the handle, on the shoulder or as a backpack thanks to its hidden straps. It has a compartment for a 16-inch laptop and an RFID-blocking card pocket. Made for days spent going from meeting to meeting.',
      look: 'Navy convertible laptop bag',
    },
    zh: {
      name: '阿尔布鲁克三用电脑包',
      description:
        '手提、单肩、双肩三种背法，隐藏式肩带随时切换。可放16英寸笔记本电脑，另设防RFID盗刷卡袋。适合整天奔波于各种会议之间的你。',
      look: '藏青色三用电脑包',
    },
  },
  {
    key: 'lb-ancon',
    category: 'laptop_bags',
    price: '74.50',
    palette: ['#b08968', '#f5ebe0', '#3f3f46'],
    views: ['front', 'side'],
    es: {
      name: 'Maletín Delgado Ancón',
      description:
        'Un maletín de perfil delgado en lona con acabados de cuero, para los días en que solo se lleva laptop, cuaderno y cargador. Su diseño sobrio combina con ropa de oficina o casual. Incluye correa de hombro ajustable.',
      look: 'Maletín delgado color camel con acabados de cuero',
    },
    en: {
      name: 'Ancón Slim Laptop Bag',
      description:
        'A slim canvas bag with leather trims for days when you only need a laptop, a notebook and a charger. Its clean design works with office or casual outfits. An adjustable shoulder strap is included.',
      look: 'Slim camel laptop bag with leather trims',
    },
    zh: {
      name: '安孔轻薄电脑包',
      description:
        '帆布拼接皮革的轻薄款，只带电脑、笔记本和充电器的日子刚刚好。设计简洁大方，正装便装都好搭。附赠可调节肩带。',
      look: '皮革饰边的驼色轻薄电脑包',
    },
  },
  {
    key: 'lb-gamboa',
    category: 'laptop_bags',
    price: '84.90',
    palette: ['#14532d', '#bbf7d0', '#facc15'],
    views: ['front', 'detail'],
    es: {
      name: 'Maletín Impermeable Gamboa',
      description:
        'La tela recubierta y los cierres sellados protegen la laptop aunque el aguacero te agarre camino a la oficina. El fondo es acolchado y elevado para que no absorba el agua de los charcos. Tiene un bolsillo externo de acceso rápido para el celular.',
      look: 'Maletín impermeable verde oscuro',
    },
    en: {
      name: 'Gamboa Waterproof Laptop Bag',
      description:
        'Coated fabric and sealed zippers keep your laptop safe when a downpour catches you on the way to work. A raised, padded base stays clear of puddles. There is a quick-access outer pocket for your phone.',
      look: 'Dark-green waterproof laptop bag',
    },
    zh: {
      name: '甘博亚防水电脑包',
      description:
        '涂层面料配合防水拉链，上班路上遇到暴雨，电脑也安然无恙。底部加高加厚，不怕地面积水。外侧设有快取手机袋。',
      look: '深绿色防水电脑包',
    },
  },
  {
    key: 'lb-bella-vista',
    category: 'laptop_bags',
    price: '89.90',
    palette: ['#c08081', '#fdf2f8', '#9a7b4f'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Maletín Bella Vista para Mujer',
      description:
        'Un maletín estructurado en rosa empolvado, con herrajes dorados y espacio para laptop de 14 pulgadas. Por dentro tiene bolsillos para el maquillaje, las llaves y los documentos. Pasa de la oficina a la salida de después del trabajo sin cambiar de bolso.',
      look: 'Maletín de mujer rosa empolvado con herrajes dorados',
    },
    en: {
      name: 'Bella Vista Laptop Bag for Women',
      description:
        'A structured bag in dusty pink with gold-tone hardware and room for a 14-inch laptop. Inside are pockets for makeup, keys and documents. It goes from the office to after-work drinks without a bag change.',
      look: 'Dusty-pink laptop bag with gold-tone hardware',
    },
    zh: {
      name: '贝拉维斯塔女士电脑包',
      description:
        '干燥玫瑰粉色硬挺包型，搭配金色五金，可放14英寸笔记本电脑。内部设有化妆品、钥匙和文件分区。下班后直接去聚会，也不用换包。',
      look: '金色五金的干燥玫瑰粉女士电脑包',
    },
  },

  // ── Tote bags ────────────────────────────────────────────────────────────
  {
    key: 'tb-taboga',
    category: 'tote_bags',
    price: '32.90',
    palette: ['#e9c46a', '#fffaf0', '#2a9d8f'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Tote de Playa Taboga',
      description:
        'Tejido tipo paja, amplio y liviano, con espacio para la toalla, el bloqueador y un buen libro. La arena se sacude con facilidad y el bolsillo interior con cierre guarda las llaves y el celular. Un clásico para el ferry a Taboga.',
      look: 'Tote de playa tejido color arena con ribete turquesa',
    },
    en: {
      name: 'Taboga Beach Tote',
      description:
        'A roomy, lightweight straw-style weave with space for a towel, sunscreen and a good book. Sand shakes right out, and a zippered inner pocket keeps keys and phone safe. A classic for the ferry to Taboga.',
      look: 'Sand-colored woven beach tote with turquoise trim',
    },
    zh: {
      name: '塔博加海滩托特包',
      description:
        '仿草编材质，轻盈又能装，浴巾、防晒霜和一本好书统统放得下。沙子一抖就掉，内侧拉链袋可收好钥匙和手机。搭渡轮去塔博加岛的必备款。',
      look: '青绿色饰边的沙色编织海滩托特包',
    },
  },
  {
    key: 'tb-mercado',
    category: 'tote_bags',
    price: '15.90',
    palette: ['#d6c7a1', '#f7f3e8', '#6a994e'],
    views: ['front'],
    es: {
      name: 'Tote Reutilizable Mercado',
      description:
        'Bolsa de algodón grueso que aguanta el peso de las compras del súper o del mercado. Se dobla dentro de su propio bolsillo y cabe en cualquier cartera. Una forma sencilla de decirles adiós a las bolsas plásticas.',
      look: 'Tote plegable de algodón natural',
    },
    en: {
      name: 'Mercado Reusable Tote',
      description:
        'A heavy cotton tote that takes the weight of your groceries from the supermarket or the market. It folds into its own pocket and fits in any handbag. An easy way to say goodbye to plastic bags.',
      look: 'Foldable natural cotton tote',
    },
    zh: {
      name: '集市环保托特包',
      description:
        '厚实棉布，超市或菜市场采购满满一袋也撑得住。可折叠收进自带小袋，放进任何手袋都不占地方。告别塑料袋，从这一只开始。',
      look: '可折叠的本色棉布托特包',
    },
  },
  {
    // Spanish only on purpose: shows the Spanish fallback on /en and /zh pages.
    key: 'tb-el-valle',
    category: 'tote_bags',
    price: '27.50',
    palette: ['#264653', '#f1faee', '#e63946'],
    views: ['front', 'side'],
    es: {
      name: 'Tote de Lona El Valle',
      description:
        'Lona de algodón a rayas con asas largas para llevarla cómodamente al hombro. Tiene un bolsillo interior y cierre de broche magnético. Perfecta para el paseo de fin de semana a El Valle de Antón.',
      look: 'Tote de lona a rayas azul petróleo y blanco',
    },
  },
  {
    key: 'tb-pedasi',
    category: 'tote_bags',
    price: '139.00',
    palette: ['#a0522d', '#f3e5d8', '#2f4f4f'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Tote de Cuero Pedasí',
      description:
        'Cuero suave de grano completo, sin forro, que se vuelve más flexible y bonito con el tiempo. Caben una laptop de 13 pulgadas, una carpeta y la agenda del día. Incluye un estuche interior desmontable para las cosas pequeñas.',
      look: 'Tote de cuero color tabaco',
    },
    en: {
      name: 'Pedasí Leather Tote',
      description:
        "Soft, unlined full-grain leather that becomes more supple and handsome over time. It holds a 13-inch laptop, a folder and the day's planner. A detachable inner pouch keeps small things together.",
      look: 'Tobacco-brown leather tote',
    },
    zh: {
      name: '佩达西真皮托特包',
      description:
        '柔软的全粒面牛皮，无内衬设计，越用越软、越用越好看。13英寸笔记本电脑、文件夹和日程本都能轻松装下。附带可拆卸内袋，零碎小物不再乱跑。',
      look: '烟草棕色真皮托特包',
    },
  },
  {
    key: 'tb-amador',
    category: 'tote_bags',
    price: '64.90',
    palette: ['#111827', '#d6b88d', '#b45309'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Tote Grande de Fin de Semana Amador',
      description:
        'Un tote de lona gruesa con capacidad para dos o tres días de viaje. Tiene base reforzada, bolsillo para zapatos y una correa larga desmontable. Práctico para escaparse a la playa o ir a visitar a la familia en el interior.',
      look: 'Tote de fin de semana negro con asas color arena',
    },
    en: {
      name: 'Amador Weekender Tote',
      description:
        'A heavy-canvas tote big enough for two or three days away. It has a reinforced base, a shoe pocket and a long detachable strap. Handy for a beach escape or a family visit out of town.',
      look: 'Black weekender tote with sand-colored handles',
    },
    zh: {
      name: '阿马多尔周末托特包',
      description:
        '厚帆布大容量，装得下两三天的行李。底部加固，另设独立鞋袋，并配有可拆卸长肩带。周末去海边或回老家探亲都很方便。',
      look: '沙色提手的黑色周末托特包',
    },
  },
  {
    key: 'tb-coronado',
    category: 'tote_bags',
    price: '39.90',
    palette: ['#f4c430', '#fff8dc', '#1f2937'],
    views: ['front', 'detail'],
    es: {
      name: 'Tote Impermeable Coronado',
      description:
        'Hecho de un material impermeable que se limpia con un paño húmedo, ideal para la piscina o la playa. Las costuras selladas evitan que el agua y la arena lleguen a tus cosas. Su amarillo intenso se encuentra fácil en cualquier parte.',
      look: 'Tote impermeable amarillo',
    },
    en: {
      name: 'Coronado Waterproof Tote',
      description:
        'Made from a waterproof material that wipes clean with a damp cloth, ideal for the pool or the beach. Sealed seams keep water and sand away from your things. Its bright yellow is easy to spot anywhere.',
      look: 'Yellow waterproof tote',
    },
    zh: {
      name: '科罗纳多防水托特包',
      description:
        '防水面料，用湿布一擦就干净，去泳池或海边都合适。密封接缝，水和沙子都进不去。亮眼的明黄色，放在哪儿都一眼就能找到。',
      look: '明黄色防水托特包',
    },
  },
  {
    key: 'tb-san-blas',
    category: 'tote_bags',
    price: '49.90',
    palette: ['#b91c1c', '#fef3c7', '#1e40af'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Tote Bordado San Blas',
      description:
        'Lona resistente con un bordado geométrico de colores vivos inspirado en el mar y las islas de Guna Yala. Tiene forro interior y bolsillo con cierre. Un detalle alegre para el día a día o para regalar.',
      look: 'Tote rojo con bordado geométrico azul y amarillo',
    },
    en: {
      name: 'San Blas Embroidered Tote',
      description:
        'Sturdy canvas with bright geometric embroidery inspired by the sea and islands of Guna Yala. It is fully lined, with a zippered inner pocket. A cheerful everyday bag that also makes a lovely gift.',
      look: 'Red tote with blue and yellow geometric embroidery',
    },
    zh: {
      name: '圣布拉斯刺绣托特包',
      description:
        '结实帆布上绣着色彩鲜艳的几何图案，灵感来自古纳亚拉的大海与群岛。全内衬，内侧设拉链袋。日常使用很亮眼，送人也很有心意。',
      look: '蓝黄几何刺绣的红色托特包',
    },
  },
  {
    key: 'tb-marbella',
    category: 'tote_bags',
    price: '54.00',
    palette: ['#f5f0e6', '#d4c5a9', '#8b5e3c'],
    views: ['front', 'side'],
    es: {
      name: 'Tote Minimalista Marbella',
      description:
        'Tote de cuero vegano color marfil, de líneas limpias y asas planas. Por dentro, un compartimento central con cierre divide el espacio. Combina con todo, de la oficina a un brunch.',
      look: 'Tote minimalista de cuero vegano color marfil',
    },
    en: {
      name: 'Marbella Minimalist Tote',
      description:
        'An ivory vegan-leather tote with clean lines and flat handles. A zippered center compartment divides the inside. It goes with everything, from the office to brunch.',
      look: 'Ivory vegan-leather minimalist tote',
    },
    zh: {
      name: '马贝拉极简托特包',
      description:
        '象牙白纯素皮革，线条简洁，扁平提手。内部中央设拉链隔层，空间分明。从办公室到早午餐，怎么搭都好看。',
      look: '象牙白纯素皮革极简托特包',
    },
  },

  // ── Fanny packs ──────────────────────────────────────────────────────────
  {
    key: 'fp-carnaval',
    category: 'fanny_packs',
    price: '19.90',
    palette: ['#db2777', '#fce7f3', '#facc15'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Cangurera Carnaval',
      description:
        'Resistente al agua y con cierre sellado, es la compañera ideal para los culecos y los cuatro días de Carnaval. Guarda el celular, el efectivo y las llaves pegados al cuerpo. La correa se ajusta para llevarla en la cintura o cruzada.',
      look: 'Cangurera fucsia con cierre amarillo',
    },
    en: {
      name: 'Carnaval Belt Bag',
      description:
        'Water-resistant with a sealed zipper, it is the perfect companion for the culecos and all four days of Carnaval. It keeps your phone, cash and keys close to your body. The strap adjusts so you can wear it around the waist or across the chest.',
      look: 'Fuchsia belt bag with a yellow zipper',
    },
    zh: {
      name: '狂欢节腰包',
      description:
        '防水面料配密封拉链，巴拿马狂欢节四天的泼水巡游也不怕。手机、现金和钥匙贴身收好。腰带可调节，既能系在腰间，也能斜挎胸前。',
      look: '黄色拉链的玫红色腰包',
    },
  },
  {
    key: 'fp-santa-catalina',
    category: 'fanny_packs',
    price: '24.90',
    palette: ['#0891b2', '#cffafe', '#f97316'],
    views: ['front', 'side'],
    es: {
      name: 'Cangurera Deportiva Santa Catalina',
      description:
        'Ajustada y liviana, no rebota al correr ni al caminar rápido. Su tela elástica guarda el celular, un gel energético y las llaves del carro. Se seca rápido después de un chapuzón.',
      look: 'Cangurera deportiva turquesa',
    },
    en: {
      name: 'Santa Catalina Sport Waist Pack',
      description:
        'Snug and light, it will not bounce when you run or walk fast. The stretch fabric holds your phone, an energy gel and your car keys. It dries quickly after a swim.',
      look: 'Turquoise sport waist pack',
    },
    zh: {
      name: '圣卡塔利娜运动腰包',
      description:
        '贴身轻盈，跑步或快走时不晃动。弹力面料可放手机、能量胶和车钥匙。下海游完泳，很快就能干透。',
      look: '湖蓝色运动腰包',
    },
  },
  {
    key: 'fp-azuero',
    category: 'fanny_packs',
    price: '59.90',
    palette: ['#7c4a2d', '#ead7c3', '#c2a14d'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Cangurera de Cuero Azuero',
      description:
        'Cangurera de cuero curtido con hebilla de latón y correa de cuero ajustable. Su diseño clásico combina fácilmente con jeans o con guayabera. Tiene dos compartimentos con cierre y un bolsillo trasero para documentos.',
      look: 'Cangurera de cuero marrón con hebilla de latón',
    },
    en: {
      name: 'Azuero Leather Belt Bag',
      description:
        'A tanned-leather belt bag with a brass buckle and an adjustable leather strap. Its classic look pairs easily with jeans or a guayabera. It has two zippered compartments and a back pocket for documents.',
      look: 'Brown leather belt bag with a brass buckle',
    },
    zh: {
      name: '阿苏埃罗真皮腰包',
      description:
        '鞣制牛皮腰包，配黄铜扣和可调节皮带。经典款式，搭牛仔裤或瓜亚贝拉衬衫都好看。两个拉链隔层，背面另有证件袋。',
      look: '黄铜扣的棕色真皮腰包',
    },
  },
  {
    key: 'fp-el-cangrejo',
    category: 'fanny_packs',
    price: '29.90',
    palette: ['#18181b', '#a1a1aa', '#84cc16'],
    views: ['front', 'detail'],
    es: {
      name: 'Cangurera Urbana El Cangrejo',
      description:
        'Pensada para llevarse cruzada sobre el pecho, tiene el tamaño justo para el celular, los audífonos y la billetera. El bolsillo trasero antirrobo queda contra el cuerpo. Tela resistente al agua con detalles en verde lima.',
      look: 'Cangurera urbana negra con detalles verde lima',
    },
    en: {
      name: 'El Cangrejo Urban Sling',
      description:
        'Designed to be worn across the chest, it is just the right size for your phone, earbuds and wallet. The anti-theft back pocket sits against your body. Water-resistant fabric with lime-green details.',
      look: 'Black urban sling bag with lime-green details',
    },
    zh: {
      name: '埃尔坎格雷霍都市胸包',
      description:
        '可斜挎于胸前，大小正好放手机、耳机和钱包。防盗后袋紧贴身体，安全感满满。防泼水面料，点缀青柠绿细节。',
      look: '青柠绿点缀的黑色都市胸包',
    },
  },
  {
    key: 'fp-contadora',
    category: 'fanny_packs',
    price: '34.90',
    palette: ['#334155', '#e2e8f0', '#0ea5e9'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Cangurera de Viaje Contadora',
      description:
        'Cangurera plana con bloqueo RFID que se lleva discretamente debajo de la ropa. Tiene espacio para el pasaporte, los pases de abordar y dinero en distintas monedas. Su tela transpirable no molesta con el calor.',
      look: 'Cangurera de viaje plana gris pizarra',
    },
    en: {
      name: 'Contadora Travel Waist Pack',
      description:
        'A flat, RFID-blocking travel pouch worn discreetly under your clothes. It has room for a passport, boarding passes and cash in several currencies. The breathable fabric stays comfortable in the heat.',
      look: 'Slate-gray flat travel waist pack',
    },
    zh: {
      name: '孔塔多拉旅行腰包',
      description:
        '扁平款防RFID旅行腰包，可隐蔽地贴身穿在衣服里。护照、登机牌和多种货币的现金都能分开收纳。透气面料，天热也不闷。',
      look: '石板灰扁平旅行腰包',
    },
  },
  {
    key: 'fp-volcan',
    category: 'fanny_packs',
    price: '15.90',
    palette: ['#a78bfa', '#ede9fe', '#fbbf24'],
    views: ['front'],
    es: {
      name: 'Mini Cangurera Volcán',
      description:
        'Pequeña y divertida, en un lila suave que combina con todo. Caben el celular, un brillo labial y unas monedas. Ideal para conciertos y festivales.',
      look: 'Mini cangurera lila',
    },
    en: {
      name: 'Volcán Mini Belt Bag',
      description:
        'Small and fun, in a soft lilac that goes with everything. It fits a phone, a lip gloss and some coins. Perfect for concerts and festivals.',
      look: 'Lilac mini belt bag',
    },
    zh: {
      name: '沃尔坎迷你腰包',
      description:
        '小巧俏皮的淡紫色，百搭不挑衣服。手机、唇彩和零钱刚好装下。看演唱会、逛音乐节都合适。',
      look: '淡紫色迷你腰包',
    },
  },
  {
    key: 'fp-soberania',
    category: 'fanny_packs',
    price: '44.90',
    palette: ['#4d7c0f', '#ecfccb', '#ea580c'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Cangurera Senderista Soberanía',
      description:
        'Cangurera de 5 litros con dos portabotellas laterales y cinturón acolchado. Perfecta para el Camino de Cruces o el sendero El Charco en el Parque Nacional Soberanía. Los bolsillos del cinturón dejan a mano el celular y la merienda.',
      look: 'Cangurera senderista verde con portabotellas',
    },
    en: {
      name: 'Soberanía Hiking Hip Pack',
      description:
        'A 5-liter hip pack with two side bottle holders and a padded belt. Perfect for the Camino de Cruces or the El Charco trail in Soberanía National Park. Belt pockets keep your phone and snacks within reach.',
      look: 'Green hiking hip pack with bottle holders',
    },
    zh: {
      name: '索贝拉尼亚徒步腰包',
      description:
        '5升容量，两侧各有一个水壶袋，腰带加厚更舒适。走索贝拉尼亚国家公园的克鲁塞斯古道或埃尔查尔科步道都很合适。腰带上的小袋方便随手取用手机和零食。',
      look: '带水壶袋的绿色徒步腰包',
    },
  },
  {
    // Spanish only on purpose: shows the Spanish fallback on /en and /zh pages.
    key: 'fp-paitilla',
    category: 'fanny_packs',
    price: '22.50',
    palette: ['#0f172a', '#94a3b8', '#d9f99d'],
    views: ['front', 'side'],
    es: {
      name: 'Cangurera Reflectiva Paitilla',
      description:
        'Cinturón para correr con bolsillo elástico y franjas reflectivas de 360 grados. Se mantiene en su sitio aunque vayas a buen ritmo por la Cinta Costera de noche. Se lava a mano.',
      look: 'Cangurera reflectiva azul noche',
    },
  },

  // ── Crossbody bags ───────────────────────────────────────────────────────
  {
    key: 'cb-penonome',
    category: 'crossbody',
    price: '45.00',
    palette: ['#c8a165', '#f5ecd7', '#7f1d1d'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Bolso Cruzado Tejido Penonomé',
      description:
        'Tejido a mano en fibras naturales, como homenaje a la tradición artesanal de Coclé. Tiene forro de algodón, cierre de broche y correa de cuero ajustable. Le da un toque fresco a cualquier look de verano.',
      look: 'Bolso cruzado tejido en fibra natural',
    },
    en: {
      name: 'Penonomé Woven Crossbody',
      description:
        'Hand-woven from natural fibers as a nod to the craft tradition of Coclé. It has a cotton lining, a snap closure and an adjustable leather strap. Adds a fresh touch to any summer outfit.',
      look: 'Natural-fiber woven crossbody bag',
    },
    zh: {
      name: '佩诺诺梅编织斜挎包',
      description:
        '天然纤维手工编织，向科克莱省的传统手工艺致敬。棉质内衬、按扣开合，配可调节皮质肩带。为夏日穿搭增添一抹清新。',
      look: '天然纤维编织斜挎包',
    },
  },
  {
    key: 'cb-via-espana',
    category: 'crossbody',
    price: '39.90',
    palette: ['#b91c1c', '#fee2e2', '#d4af37'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Bolso Cruzado Vía España',
      description:
        'Compacto y estructurado, en un rojo intenso que le da vida a cualquier outfit. Tiene dos compartimentos, bolsillo trasero y cierre giratorio dorado. La correa se ajusta o se quita para usarlo como clutch.',
      look: 'Bolso cruzado rojo con cierre dorado',
    },
    en: {
      name: 'Vía España Crossbody',
      description:
        'Compact and structured, in a bold red that lifts any outfit. It has two compartments, a back pocket and a gold-tone turn lock. Adjust the strap, or remove it to carry the bag as a clutch.',
      look: 'Red crossbody bag with a gold-tone clasp',
    },
    zh: {
      name: '西班牙大道斜挎包',
      description:
        '小巧挺括，正红色一背就很出彩。两个隔层加背面口袋，配金色转锁。肩带可调可拆，取下后就是一只手拿包。',
      look: '金色转锁的红色斜挎包',
    },
  },
  {
    key: 'cb-san-francisco',
    category: 'crossbody',
    price: '24.90',
    palette: ['#84a98c', '#e9f5db', '#354f52'],
    views: ['front', 'detail'],
    es: {
      name: 'Bolso para Celular San Francisco',
      description:
        'Un bolsito cruzado del tamaño justo para el celular, con ranuras para tarjetas en la parte trasera. Perfecto para salir solo con lo esencial. La correa larga se ajusta a tu estatura.',
      look: 'Bolso pequeño para celular verde salvia',
    },
    en: {
      name: 'San Francisco Phone Crossbody',
      description:
        'A little crossbody sized just for your phone, with card slots on the back. Perfect for heading out with only the essentials. The long strap adjusts to your height.',
      look: 'Small sage-green phone crossbody',
    },
    zh: {
      name: '圣弗朗西斯科手机斜挎包',
      description:
        '刚好装下一部手机的小斜挎包，背面设有卡槽。只带必需品出门时最方便。长肩带可根据身高调节。',
      look: '鼠尾草绿手机斜挎包',
    },
  },
  {
    key: 'cb-chiriqui',
    category: 'crossbody',
    price: '98.00',
    palette: ['#8b5a2b', '#efe0cc', '#b8860b'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Bolso Cruzado Montura Chiriquí',
      description:
        'Inspirado en las monturas de las fincas de tierras altas, con forma de media luna y cuero grueso. La correa ancha es cómoda durante todo el día. Un bolso con carácter que mejora con los años.',
      look: 'Bolso cruzado tipo montura de cuero marrón',
    },
    en: {
      name: 'Chiriquí Saddle Crossbody',
      description:
        'Inspired by the saddles of the highland farms, with a half-moon shape and thick leather. The wide strap stays comfortable all day. A bag with character that only gets better with age.',
      look: 'Brown leather saddle crossbody',
    },
    zh: {
      name: '奇里基马鞍斜挎包',
      description:
        '灵感来自高原农庄的马鞍，半月造型，选用厚实皮革。宽肩带背一整天也舒服。个性十足，越用越有味道。',
      look: '棕色真皮马鞍斜挎包',
    },
  },
  {
    key: 'cb-calidonia',
    category: 'crossbody',
    price: '54.90',
    palette: ['#8d8d5c', '#ecebd8', '#9a3412'],
    views: ['front', 'side'],
    es: {
      name: 'Bolso Mensajero Calidonia',
      description:
        'Bolso mensajero de lona con solapa, ideal para cuadernos, tablet y los apuntes de la universidad. La correa cruzada ancha reparte el peso. Cierra con hebillas de apertura rápida.',
      look: 'Bolso mensajero de lona caqui',
    },
    en: {
      name: 'Calidonia Messenger Bag',
      description:
        'A canvas messenger bag with a flap, ideal for notebooks, a tablet and lecture notes. The wide cross-body strap spreads the weight. Quick-release buckles keep it closed.',
      look: 'Khaki canvas messenger bag',
    },
    zh: {
      name: '卡利多尼亚邮差包',
      description:
        '翻盖帆布邮差包，装笔记本、平板电脑和课堂讲义都合适。宽斜挎带分散重量。快拆插扣，开合方便。',
      look: '卡其色帆布邮差包',
    },
  },
  {
    key: 'cb-punta-pacifica',
    category: 'crossbody',
    price: '69.00',
    palette: ['#0b0b0f', '#3f3f46', '#e5c07b'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Bolso de Noche Punta Pacífica',
      description:
        'Bolso de satén negro con cadena dorada que se lleva cruzado o al hombro. Tiene el tamaño perfecto para una boda, una gala o una cena especial. Trae un pequeño espejo en el interior.',
      look: 'Bolso de noche de satén negro con cadena dorada',
    },
    en: {
      name: 'Punta Pacífica Evening Crossbody',
      description:
        'A black satin bag on a gold-tone chain, worn across the body or on the shoulder. Just the right size for a wedding, a gala or a special dinner. A small mirror is tucked inside.',
      look: 'Black satin evening bag with a gold-tone chain',
    },
    zh: {
      name: '太平洋角晚宴斜挎包',
      description:
        '黑色缎面配金色链条，可斜挎也可单肩背。大小正适合婚礼、晚宴或特别的约会。内附一面小镜子。',
      look: '金色链条的黑色缎面晚宴包',
    },
  },
  {
    key: 'cb-darien',
    category: 'crossbody',
    price: '84.90',
    // Unpublished on purpose: waiting for stock, so the admin list shows a hidden product.
    published: false,
    palette: ['#3a3f2b', '#c9c5a6', '#dc2626'],
    views: ['front', 'side', 'detail'],
    es: {
      name: 'Bolso para Cámara Darién',
      description:
        'Bolso cruzado acolchado con divisiones ajustables para una cámara sin espejo y dos lentes. Tiene cubierta para la lluvia y acceso rápido por arriba. Hecho para fotografiar aves y selva sin cargar una mochila completa.',
      look: 'Bolso para cámara verde oliva oscuro',
    },
    en: {
      name: 'Darién Camera Crossbody',
      description:
        'A padded crossbody with adjustable dividers for a mirrorless camera and two lenses. It has a rain cover and quick top access. Made for photographing birds and rainforest without hauling a full backpack.',
      look: 'Dark olive camera crossbody',
    },
    zh: {
      name: '达连相机斜挎包',
      description:
        '加厚斜挎相机包，可调节隔板可放一台无反相机和两支镜头。配有防雨罩，顶部快速取机。拍鸟、拍雨林，不必背上整个双肩包。',
      look: '深橄榄绿相机斜挎包',
    },
  },
  {
    key: 'cb-las-tablas',
    category: 'crossbody',
    price: '29.90',
    palette: ['#06b6d4', '#ecfeff', '#f43f5e'],
    views: ['front', 'side'],
    es: {
      name: 'Mini Bolso Cruzado Las Tablas',
      description:
        'Pequeño, colorido y con pompones en el cierre, inspirado en la alegría de las fiestas de Las Tablas. Caben el celular, las llaves y un labial. Su correa delgada se puede ajustar.',
      look: 'Mini bolso cruzado turquesa con pompones',
    },
    en: {
      name: 'Las Tablas Mini Crossbody',
      description:
        'Small and colorful, with pompoms on the zipper, inspired by the joy of the Las Tablas festivities. It fits a phone, keys and a lipstick. The slim strap is adjustable.',
      look: 'Turquoise mini crossbody with pompoms',
    },
    zh: {
      name: '拉斯塔夫拉斯迷你斜挎包',
      description:
        '小巧多彩，拉链上缀着绒球，灵感来自拉斯塔夫拉斯节庆的欢乐气氛。手机、钥匙和口红刚好放下。细肩带可调节。',
      look: '缀绒球的青绿色迷你斜挎包',
    },
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = DEFINITIONS.map(build);

/** Curated order for the Popular section: one or two per category, all published. */
export const DEMO_POPULAR_KEYS: string[] = [
  'bp-boquete',
  'cb-via-espana',
  'tb-taboga',
  'lb-obarrio',
  'fp-carnaval',
  'bp-baru',
  'cb-chiriqui',
  'lb-balboa',
];

/** Old URLs from the previous shop site plus a social link, so the redirect lookup has data. */
export const DEMO_REDIRECTS: DemoRedirect[] = [
  { from: '/tienda', to: '/productos', status: 301 },
  // Temporary: the sale page comes back each season.
  { from: '/ofertas', to: '/productos/todos', status: 302 },
  { from: '/instagram', to: 'https://www.instagram.com/', status: 302 },
];
