import { theme } from 'antd';
import { ADMIN_THEME, adminTheme } from './admin-theme';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unreadable colour ${colour}`);
  const [r, g, b, a = '1'] = rgba[1].split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** `top` painted over an opaque `bottom`, as the browser composes a translucent text colour. */
function over(top: string, bottom: string): Rgba {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of a (possibly translucent) text colour on a background. */
function contrast(text: string, background: string): number {
  const bg = over(background, '#ffffff');
  const [a, b] = [luminance(over(text, `rgb(${bg.slice(0, 3).join(',')})`)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = theme.getDesignToken(ADMIN_THEME);
const WHITE = '#ffffff';
/** the surfaces text sits on in the back office: cards, table headers, disabled fields */
const SURFACES = { white: WHITE, 'table header': '#fafafa', disabled: '#f5f5f5' };

describe('the back-office theme', () => {
  it.each([
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
  ])('writes white on %s at 4.5:1 or more (buttons at rest, hovered, pressed)', (name) => {
    const colour = token[name as keyof typeof token] as string;
    expect(contrast(token.colorTextLightSolid, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes links, form errors and primary-coloured text at 4.5:1 or more', () => {
    for (const colour of [token.colorLink, token.colorError, token.colorPrimary]) {
      expect(contrast(colour, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
  ])('writes %s at 4.5:1 or more on every surface', (name) => {
    const colour = token[name as keyof typeof token] as string;
    for (const surface of Object.values(SURFACES)) {
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes every light tag at 4.5:1 or more (shade 7 on shade 1)', () => {
    const low = (
      [
        'blue',
        'purple',
        'cyan',
        'green',
        'magenta',
        'pink',
        'red',
        'orange',
        'yellow',
        'volcano',
        'geekblue',
        'lime',
        'gold',
      ] as const
    )
      .map((name) => ({
        name,
        // the tag styles read the legacy names (--ant-green-7), components the new ones
        ratio: Math.min(
          contrast(token[`${name}7`], token[`${name}1`]),
          contrast(token[`${name}-7`], token[`${name}-1`]),
        ),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  it('draws the keyboard focus ring at 3:1 or more against white', () => {
    expect(contrast(token.colorPrimaryBorder, WHITE)).toBeGreaterThanOrEqual(3);
    expect(token.lineWidthFocus).toBeGreaterThanOrEqual(2);
  });

  it('is stricter than antd’s defaults, which fail these checks', () => {
    const defaults = theme.getDesignToken();
    expect(contrast(defaults.colorTextLightSolid, defaults.colorPrimary)).toBeLessThan(4.5);
    expect(contrast(defaults.colorTextDescription, WHITE)).toBeLessThan(4.5);
  });
});

describe('the back-office theme’s targets (WCAG 2.2 2.5.8; a thumb on a phone)', () => {
  it('makes checkboxes, switches and pager items 24px or more on every screen', () => {
    for (const phone of [false, true]) {
      const { components } = adminTheme(phone);
      expect(components?.Checkbox?.controlInteractiveSize).toBeGreaterThanOrEqual(24);
      expect(components?.Switch?.trackHeight).toBeGreaterThanOrEqual(24);
      expect(theme.getDesignToken(adminTheme(phone)).controlHeightSM).toBeGreaterThanOrEqual(24);
    }
  });

  it('makes every control 44px high on a phone, and keeps the desktop’s own sizes', () => {
    const phone = theme.getDesignToken(adminTheme(true));
    expect(phone.controlHeight).toBeGreaterThanOrEqual(44);
    expect(phone.controlHeightSM).toBeGreaterThanOrEqual(44);
    expect(adminTheme(true).components?.Pagination?.itemSizeSM).toBeGreaterThanOrEqual(44);
    const desktop = theme.getDesignToken(adminTheme(false));
    expect(desktop.controlHeight).toBe(theme.getDesignToken().controlHeight);
    // The colours are the same theme's on both.
    expect(desktop.colorPrimary).toBe(token.colorPrimary);
    expect(phone.colorPrimary).toBe(token.colorPrimary);
  });
});
