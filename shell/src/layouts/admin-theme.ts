import type { ThemeConfig } from 'antd';

/**
 * The back office's antd theme (issue 13 §5): every text colour antd draws reaches WCAG AA
 * contrast (4.5:1) on the white and light-grey surfaces it sits on, and the focus ring shows.
 * Tokens, not per-component CSS: the layout's ConfigProvider hands them to the remotes' antd
 * components too (antd is one shared copy), their dialogs and dropdowns included.
 */
type TagColour = 'green' | 'gold' | 'volcano' | 'orange' | 'cyan' | 'lime' | 'yellow';

/**
 * A palette's shade 7 under both of antd's names: components read `green7`, while the CSS
 * variable the tag styles use (`--ant-green-7`) comes from the legacy `green-7`.
 */
function tagText(colours: Record<TagColour, string>) {
  const tokens: Partial<Record<`${TagColour}7` | `${TagColour}-7`, string>> = {};
  for (const [name, value] of Object.entries(colours) as [TagColour, string][]) {
    tokens[`${name}7`] = value;
    tokens[`${name}-7`] = value;
  }
  return tokens;
}

export const ADMIN_THEME: ThemeConfig = {
  token: {
    // antd's #1677ff carries white text at 4.1:1; its blue-7 at 6.2:1 (buttons, active menu item).
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // Form messages and danger buttons: #ff4d4f is 3.3:1 on white; red-7 is 5:1.
    colorError: '#cf1322',
    // Hovered and pressed buttons stay as readable as at rest (antd lightens them on hover).
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    // Secondary, description (statistic titles, legends) and tertiary text: #8c8c8c (3.4:1) → 5.7:1,
    // and still 4.5:1 or more on the greys of table headers and disabled fields.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.5)',
    // Light tags write their text in shade 7 of their colour, on shade 1; these shades were
    // 2.7–4.4:1 and are 5:1 or more now.
    ...tagText({
      green: '#237804',
      gold: '#874d00',
      volcano: '#ad2102',
      orange: '#ad4e00',
      cyan: '#006d75',
      lime: '#3f6600',
      yellow: '#614700',
    }),
    // The keyboard focus ring antd draws around buttons, links and pager items: a 3:1 blue.
    colorPrimaryBorder: '#4f8ff7',
    lineWidthFocus: 3,
  },
};

/**
 * Targets (issue 45 §7, WCAG 2.2 2.5.8): checkboxes, switches and pager items at least 24 px on
 * every screen. On a phone every control is a thumb's 44 px high (save, send, add, remove, the
 * menu button; an icon-only button is as wide as it is high), and so are the pager's items.
 */
export function adminTheme(phone: boolean): ThemeConfig {
  const targets: ThemeConfig = {
    components: {
      Checkbox: { controlInteractiveSize: 24 },
      Switch: { trackHeight: 24, trackMinWidth: 48, handleSize: 20 },
      ...(phone ? { Pagination: { itemSize: 44, itemSizeSM: 44 } } : {}),
    },
  };
  return {
    ...ADMIN_THEME,
    token: {
      ...ADMIN_THEME.token,
      ...(phone ? { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 } : {}),
    },
    components: targets.components,
  };
}

/**
 * antd spaces out a two-character Chinese button label ("删除" shows as "删 除"); a button whose
 * aria-label names its object ("删除图片 1") then no longer contains its visible text, which axe
 * counts as serious (label-content-name-mismatch, WCAG 2.5.3). Off for every back-office button.
 */
export const ADMIN_BUTTON_CONFIG = { autoInsertSpace: false };

/**
 * WCAG 2.2 target size: the show-password eye is a 14 px target 4 px from the text input, so a
 * 24 px circle around it touches the input. 8 px keeps that circle clear. A layout setting, not a
 * stylesheet: shell.css loads on public pages, which must carry no antd class names.
 */
export const ADMIN_PASSWORD_CONFIG = { styles: { suffix: { marginInlineStart: 8 } } };
