import { defineStrings } from '@bolsos/i18n';

const en = {
  'unsaved.title': 'Leave without saving?',
  'unsaved.body': 'Your changes on this page have not been saved and will be lost.',
  'unsaved.leave': 'Leave without saving',
  'unsaved.stay': 'Keep editing',
  'fold.show': 'Filters and actions',
  'fold.hide': 'Hide filters and actions',
  'fold.active_one': '{{count}} filter or selection active',
  'fold.active_other': '{{count}} filters or selections active',
  'form.summary_one': 'One field needs attention',
  'form.summary_other': '{{count}} fields need attention',
};
type Key = keyof typeof en;

/**
 * The kit's own words, bundled with it into each admin remote (the kit is not shared at run
 * time), so a remote's release brings the words its copy of the kit needs.
 */
export const ADMIN_KIT_STRINGS = defineStrings<Key>('adminKit', {
  en,
  es: {
    'unsaved.title': '¿Salir sin guardar?',
    'unsaved.body': 'Los cambios de esta página no se han guardado y se perderán.',
    'unsaved.leave': 'Salir sin guardar',
    'unsaved.stay': 'Seguir editando',
    'fold.show': 'Filtros y acciones',
    'fold.hide': 'Ocultar filtros y acciones',
    'fold.active_one': '{{count}} filtro o selección activa',
    'fold.active_other': '{{count}} filtros o selecciones activos',
    'form.summary_one': 'Un campo necesita atención',
    'form.summary_other': '{{count}} campos necesitan atención',
  },
  zh: {
    'unsaved.title': '不保存就离开？',
    'unsaved.body': '此页面上的更改尚未保存，离开后将会丢失。',
    'unsaved.leave': '不保存并离开',
    'unsaved.stay': '继续编辑',
    'fold.show': '筛选和操作',
    'fold.hide': '隐藏筛选和操作',
    'fold.active_other': '{{count}} 个筛选或选择已生效',
    'form.summary_other': '{{count}} 个字段需要处理',
  },
});
