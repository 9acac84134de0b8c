import { defineStrings } from '@bolsos/i18n';

const en = {
  'unsaved.title': 'Leave without saving?',
  'unsaved.body': 'Your changes on this page have not been saved and will be lost.',
  'unsaved.leave': 'Leave without saving',
  'unsaved.stay': 'Keep editing',
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
  },
  zh: {
    'unsaved.title': '不保存就离开？',
    'unsaved.body': '此页面上的更改尚未保存，离开后将会丢失。',
    'unsaved.leave': '不保存并离开',
    'unsaved.stay': '继续编辑',
  },
});
