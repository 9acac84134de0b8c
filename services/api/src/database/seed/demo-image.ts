/**
 * Stylised product pictures for the demo seed, drawn as SVG so the repository
 * ships no binary photos and the seeder can run offline (sharp rasterises
 * them into the normal upload pipeline). No text, no external references.
 */
import type { Category } from '@bolsos/contracts';
import type { DemoImageView, DemoPalette } from './demo-catalogue';

/** All drawings use this canvas; the requested size only changes the viewport. */
const CANVAS_W = 1600;
const CANVAS_H = 1200;
const CENTER_X = 800;
const CENTER_Y = 640;
const DETAIL_ZOOM = 2.6;

type Rgb = [number, number, number];

function parseHex(value: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  // Palette values are written into SVG attributes, so anything else is refused.
  if (!match) throw new TypeError(`Invalid hex colour: ${JSON.stringify(value)}`);
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Colours {
  body: string;
  bodyDark: string;
  /** Straps and handles: darker than the body, or lighter when the body is nearly black */
  strap: string;
  panel: string;
  panelLine: string;
  accent: string;
  accentDark: string;
  zipperTape: string;
  bgTop: string;
  bgBottom: string;
}

function colours(palette: DemoPalette): Colours {
  const primary = parseHex(palette.primary);
  const secondary = parseHex(palette.secondary);
  const accent = parseHex(palette.accent);
  const dark = luminance(primary) < 0.18;
  return {
    body: toHex(primary),
    bodyDark: toHex(dark ? mix(primary, WHITE, 0.12) : mix(primary, BLACK, 0.22)),
    strap: toHex(dark ? mix(primary, WHITE, 0.22) : mix(primary, BLACK, 0.38)),
    panel: toHex(secondary),
    panelLine: toHex(mix(secondary, BLACK, 0.3)),
    accent: toHex(accent),
    accentDark: toHex(mix(accent, BLACK, 0.35)),
    zipperTape: toHex(dark ? mix(primary, WHITE, 0.3) : mix(primary, BLACK, 0.45)),
    bgTop: toHex(mix(secondary, WHITE, 0.78)),
    bgBottom: toHex(mix(secondary, WHITE, 0.45)),
  };
}

interface BagDrawing {
  /** Outline of the main body, used for the fill, the shading and the side gusset */
  body: string;
  /** Drawn before the body (straps and handles that pass behind it) */
  behind: string;
  /** Drawn on top of the body */
  front: string;
  /** Where the close-up view zooms in */
  focus: [number, number];
}

function zipper(d: string, c: Colours): string {
  return (
    `<path d="${d}" fill="none" stroke="${c.zipperTape}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.accent}" stroke-width="7" stroke-dasharray="3 5"/>`
  );
}

function pull(x: number, y: number, c: Colours): string {
  return (
    `<circle cx="${x}" cy="${y}" r="11" fill="${c.accentDark}"/>` +
    `<rect x="${x - 10}" y="${y + 6}" width="20" height="52" rx="9" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="3"/>` +
    `<rect x="${x - 4}" y="${y + 18}" width="8" height="26" rx="4" fill="${c.accentDark}"/>`
  );
}

function stitch(d: string, colour: string): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="12 9" stroke-linecap="round" opacity="0.8"/>`;
}

function backpack(c: Colours): BagDrawing {
  const body =
    'M590 980 L590 520 C590 420 680 360 800 360 C920 360 1010 420 1010 520 L1010 980 ' +
    'C1010 998 996 1010 978 1010 L622 1010 C604 1010 590 998 590 980 Z';
  const behind =
    `<path d="M650 430 C515 520 515 800 585 965" fill="none" stroke="${c.strap}" stroke-width="48" stroke-linecap="round"/>` +
    `<path d="M950 430 C1085 520 1085 800 1015 965" fill="none" stroke="${c.strap}" stroke-width="48" stroke-linecap="round"/>` +
    `<path d="M742 380 C742 290 858 290 858 380" fill="none" stroke="${c.strap}" stroke-width="22" stroke-linecap="round"/>`;
  const front =
    // bottom panel
    `<path d="M590 940 L1010 940 L1010 980 C1010 998 996 1010 978 1010 L622 1010 C604 1010 590 998 590 980 Z" fill="${c.bodyDark}"/>` +
    zipper('M622 610 C622 470 700 404 800 404 C900 404 978 470 978 610', c) +
    pull(978, 612, c) +
    // brand patch
    `<rect x="765" y="480" width="70" height="40" rx="8" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="3"/>` +
    // front pocket
    `<rect x="650" y="660" width="300" height="270" rx="52" fill="${c.panel}"/>` +
    stitch(
      'M682 690 L918 690 Q932 690 932 704 L932 896 Q932 912 916 912 L684 912 Q668 912 668 896 L668 704 Q668 690 682 690 Z',
      c.panelLine,
    ) +
    zipper('M690 712 L910 712', c) +
    pull(900, 714, c);
  return { body, behind, front, focus: [900, 730] };
}

function laptopBag(c: Colours): BagDrawing {
  const body =
    'M440 450 L1160 450 Q1200 450 1200 490 L1200 940 Q1200 980 1160 980 L440 980 Q400 980 400 940 L400 490 Q400 450 440 450 Z';
  const behind = `<path d="M690 470 L690 400 Q690 340 750 340 L850 340 Q910 340 910 400 L910 470" fill="none" stroke="${c.strap}" stroke-width="34" stroke-linejoin="round"/>`;
  const buckle = (x: number) =>
    `<rect x="${x - 25}" y="650" width="50" height="230" rx="10" fill="${c.strap}"/>` +
    `<rect x="${x - 42}" y="712" width="84" height="60" rx="8" fill="none" stroke="${c.accent}" stroke-width="11"/>` +
    `<path d="M${x} 718 L${x} 766" stroke="${c.accentDark}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="820" r="6" fill="${c.accentDark}"/><circle cx="${x}" cy="850" r="6" fill="${c.accentDark}"/>`;
  const front =
    // handle anchors with rivets
    `<rect x="664" y="438" width="52" height="46" rx="10" fill="${c.strap}"/><circle cx="690" cy="461" r="7" fill="${c.accent}"/>` +
    `<rect x="884" y="438" width="52" height="46" rx="10" fill="${c.strap}"/><circle cx="910" cy="461" r="7" fill="${c.accent}"/>` +
    // front pocket behind the flap
    `<rect x="470" y="760" width="660" height="170" rx="26" fill="${c.panel}"/>` +
    stitch('M494 784 L1106 784 L1106 906 L494 906 Z', c.panelLine) +
    // flap
    `<path d="M400 490 Q400 450 440 450 L1160 450 Q1200 450 1200 490 L1200 700 Q1200 732 1168 732 L432 732 Q400 732 400 700 Z" fill="${c.bodyDark}"/>` +
    stitch(
      'M426 500 Q426 476 450 476 L1150 476 Q1174 476 1174 500 L1174 694 Q1174 708 1160 708 L440 708 Q426 708 426 694 Z',
      c.accent,
    ) +
    buckle(610) +
    buckle(990) +
    // D-rings for the shoulder strap
    `<circle cx="400" cy="530" r="24" fill="none" stroke="${c.accent}" stroke-width="10"/>` +
    `<circle cx="1200" cy="530" r="24" fill="none" stroke="${c.accent}" stroke-width="10"/>`;
  return { body, behind, front, focus: [990, 745] };
}

function toteBag(c: Colours): BagDrawing {
  const body = 'M450 500 L1150 500 L1080 1000 Q1076 1020 1056 1020 L544 1020 Q524 1020 520 1000 Z';
  const behind = `<path d="M660 520 C660 150 940 150 940 520" fill="none" stroke="${c.bodyDark}" stroke-width="28" stroke-linecap="round"/>`;
  const patch = (x: number) =>
    `<rect x="${x - 27}" y="518" width="54" height="96" rx="8" fill="${c.accent}"/>` +
    `<path d="M${x - 15} 534 L${x + 15} 596 M${x + 15} 534 L${x - 15} 596" stroke="${c.accentDark}" stroke-width="5" stroke-linecap="round"/>` +
    stitch(`M${x - 18} 530 L${x + 18} 530 L${x + 18} 602 L${x - 18} 602 Z`, c.accentDark);
  const front =
    // hem along the opening
    `<path d="M450 500 L1150 500 L1143 552 L457 552 Z" fill="${c.bodyDark}"/>` +
    stitch('M462 540 L1138 540', c.panel) +
    // woven band and stripe
    `<path d="M486 760 L1114 760 L1103 840 L497 840 Z" fill="${c.panel}"/>` +
    stitch('M490 776 L1110 776 M499 824 L1101 824', c.panelLine) +
    `<path d="M501 868 L1099 868 L1096 890 L504 890 Z" fill="${c.accent}"/>` +
    // front handle
    `<path d="M580 560 C580 120 1020 120 1020 560" fill="none" stroke="${c.strap}" stroke-width="32" stroke-linecap="round"/>` +
    patch(580) +
    patch(1020);
  return { body, behind, front, focus: [580, 570] };
}

function fannyPack(c: Colours): BagDrawing {
  const body =
    'M500 560 C620 496 980 496 1100 560 C1182 622 1162 782 1060 832 C900 892 700 892 540 832 C438 782 418 622 500 560 Z';
  const behind =
    // Wide enough to leave the frame even when the side view narrows the drawing.
    `<path d="M-760 650 C200 540 1400 540 2360 650" fill="none" stroke="${c.strap}" stroke-width="62"/>` +
    stitch('M-760 630 C200 520 1400 520 2360 630 M-760 670 C200 560 1400 560 2360 670', c.accent);
  const front =
    // side-release buckle on the belt
    `<rect x="1230" y="538" width="150" height="84" rx="18" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="5"/>` +
    `<path d="M1305 546 L1305 614" stroke="${c.accentDark}" stroke-width="7"/>` +
    `<rect x="1248" y="560" width="40" height="40" rx="8" fill="${c.accentDark}" opacity="0.55"/>` +
    `<rect x="1322" y="560" width="40" height="40" rx="8" fill="${c.accentDark}" opacity="0.55"/>` +
    // main zipper
    zipper('M524 612 C650 560 950 560 1076 612', c) +
    pull(1036, 600, c) +
    // front pocket
    `<path d="M560 700 C700 668 900 668 1040 700 C1032 760 1002 800 960 816 C850 846 750 846 640 816 C598 800 568 760 560 700 Z" fill="${c.panel}"/>` +
    zipper('M582 708 C700 682 900 682 1018 708', c) +
    pull(984, 700, c) +
    `<rect x="770" y="764" width="60" height="30" rx="7" fill="${c.accent}"/>`;
  return { body, behind, front, focus: [1300, 585] };
}

function crossbody(c: Colours): BagDrawing {
  const body =
    'M600 600 L1000 600 Q1060 600 1060 660 L1060 880 Q1060 940 1000 940 L600 940 Q540 940 540 880 L540 660 Q540 600 600 600 Z';
  const behind =
    // One long strap running diagonally across the frame.
    `<path d="M200 -60 L1034 626" fill="none" stroke="${c.strap}" stroke-width="38" stroke-linecap="round"/>` +
    stitch('M186 -42 L1020 644 M214 -78 L1048 608', c.accent) +
    `<path d="M566 626 C500 820 450 1020 400 1260" fill="none" stroke="${c.strap}" stroke-width="38"/>`;
  const front =
    `<circle cx="1034" cy="626" r="24" fill="none" stroke="${c.accent}" stroke-width="10"/>` +
    `<circle cx="566" cy="626" r="24" fill="none" stroke="${c.accent}" stroke-width="10"/>` +
    // flap
    `<path d="M540 660 Q540 600 600 600 L1000 600 Q1060 600 1060 660 L1060 740 Q1060 800 1000 806 Q800 832 600 806 Q540 800 540 740 Z" fill="${c.bodyDark}"/>` +
    stitch(
      'M566 664 Q566 626 604 626 L996 626 Q1034 626 1034 664 L1034 738 Q1034 778 996 782 Q800 806 604 782 Q566 778 566 738 Z',
      c.panel,
    ) +
    // turn lock
    `<rect x="752" y="770" width="96" height="66" rx="16" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="5"/>` +
    `<circle cx="800" cy="803" r="17" fill="${c.accentDark}"/>` +
    `<rect x="790" y="790" width="20" height="26" rx="6" fill="${c.accent}"/>`;
  return { body, behind, front, focus: [800, 800] };
}

const DRAWERS: Record<Category, (c: Colours) => BagDrawing> = {
  backpacks: backpack,
  laptop_bags: laptopBag,
  tote_bags: toteBag,
  fanny_packs: fannyPack,
  crossbody,
};

function viewTransform(view: DemoImageView, focus: [number, number]): string {
  switch (view) {
    case 'front':
      return '';
    case 'side':
      // Turned away: narrower and slightly tilted; the gusset drawn behind gives the depth.
      return `translate(${CENTER_X} ${CENTER_Y}) rotate(-7) scale(0.64 1) translate(${-CENTER_X} ${-CENTER_Y})`;
    case 'detail':
      return `translate(${CENTER_X} ${CANVAS_H / 2}) scale(${DETAIL_ZOOM}) translate(${-focus[0]} ${-focus[1]})`;
  }
}

function assertSize(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 10000) {
    throw new RangeError(`${name} must be an integer between 1 and 10000, got ${value}`);
  }
}

/**
 * A self-contained SVG of a stylised bag of the category in the palette's
 * colours; `view` changes the composition. Same input, same bytes.
 */
export function renderDemoProductSvg(
  category: Category,
  palette: DemoPalette,
  view: DemoImageView,
  width = 1600,
  height = 1200,
): string {
  assertSize('width', width);
  assertSize('height', height);
  const draw = DRAWERS[category];
  if (!draw) throw new TypeError(`Unknown category: ${String(category)}`);
  const c = colours(palette);
  const bag = draw(c);
  const transform = viewTransform(view, bag.focus);
  const gusset =
    view === 'side'
      ? `<path d="${bag.body}" transform="translate(96 -10)" fill="${c.strap}"/>` +
        `<path d="${bag.body}" transform="translate(48 -5)" fill="${c.bodyDark}"/>`
      : '';
  const shadow =
    view === 'detail'
      ? ''
      : `<ellipse cx="${CENTER_X}" cy="1040" rx="${view === 'side' ? 300 : 440}" ry="46" fill="url(#floor)"/>`;
  const vignette =
    view === 'detail'
      ? `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#vignette)"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bgTop}"/><stop offset="1" stop-color="${c.bgBottom}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="${view === 'side' ? 0.05 : 0.16}"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${view === 'side' ? 0.32 : 0.16}"/></linearGradient>`,
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>',
    '</defs>',
    `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#bg)"/>`,
    `<ellipse cx="${CENTER_X}" cy="560" rx="720" ry="560" fill="url(#glow)"/>`,
    shadow,
    `<g${transform ? ` transform="${transform}"` : ''}>`,
    bag.behind,
    gusset,
    `<path d="${bag.body}" fill="${c.body}"/>`,
    bag.front,
    // Over the details too, so pockets and flaps share the body's light.
    `<path d="${bag.body}" fill="url(#shade)"/>`,
    '</g>',
    vignette,
    '</svg>',
  ].join('');
}
