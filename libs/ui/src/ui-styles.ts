import { createElement } from 'react';

/**
 * The toasts' stylesheet. <ToastViewport> renders <UiStyles />; React 19 hoists a `<style>` with
 * `href` and `precedence` into <head> once (also when rendering on the server), so toasts look the
 * same in any host — the shell, a standalone remote — with no CSS pipeline.
 */
export const UI_CSS = `
.bl-ui-toasts{position:fixed;z-index:1100;right:1rem;bottom:1rem;display:flex;flex-direction:column;gap:.5rem;width:min(380px,calc(100vw - 2rem))}
.bl-ui-toast{display:flex;align-items:flex-start;gap:.6rem;padding:.75rem .9rem;border-radius:8px;background:#fff;color:#1f2328;box-shadow:0 6px 24px rgba(0,0,0,.16);border-left:4px solid;animation:bl-ui-toast-in .2s ease-out}
.bl-ui-toast--success{border-color:#12b76a}.bl-ui-toast--info{border-color:#2e90fa}.bl-ui-toast--warn{border-color:#f79009}.bl-ui-toast--error{border-color:#d92d20}
.bl-ui-toast p{flex:1;margin:0}
.bl-ui-toast button{border:0;background:none;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer;color:#5b636e;padding:0 .2rem}
@keyframes bl-ui-toast-in{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.bl-ui-toast{animation:none}}
`;

export function UiStyles() {
  return createElement('style', { href: 'bolsos-ui', precedence: 'default' }, UI_CSS);
}
