import { AUDIT_ACTIONS, MESSAGE_STATUSES } from '@bolsos/contracts';
import { changeLocale, initI18n } from '@bolsos/i18n';
import { catalogueProblems } from '@bolsos/i18n/testing';
import { act, renderHook } from '@testing-library/react';
import { AUDIT_STRINGS } from './i18n/audit-strings';
import { useAuditLabels } from './use-audit-labels';

describe('useAuditLabels', () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => act(() => void changeLocale('en')));

  it('has every word in es, en and zh, none blank, with the same placeholders', () => {
    expect(catalogueProblems(AUDIT_STRINGS.catalogue)).toEqual([]);
  });

  it('names every action and message status the API records', () => {
    const { result } = renderHook(() => useAuditLabels());
    const en = AUDIT_STRINGS.catalogue.en as Record<string, string>;
    for (const action of AUDIT_ACTIONS)
      expect(result.current.action(action)).toBe(en[`action.${action}`]);
    for (const status of MESSAGE_STATUSES)
      expect(result.current.value?.('status', status)).toBe(en[`value.status.${status}`]);
  });

  it('speaks the staff member’s language, with the common words for roles, categories and languages', async () => {
    await act(() => changeLocale('es'));
    const { result } = renderHook(() => useAuditLabels());
    const labels = result.current;
    expect(labels.action('update')).toBe('Modificado');
    expect(labels.field('price')).toBe('Precio');
    expect(labels.part('role', 'manager')).toBe('Rol: Gestor');
    expect(labels.part('translation', 'en')).toBe('Texto (en)');
    expect(labels.part('thread', 'note')).toBe('Nota interna');
    expect(labels.value?.('category', 'backpacks')).toBe('Mochilas');
    expect(labels.value?.('locale', 'zh')).toBe('中文');
    expect(labels.value?.('status', 'answered')).toBe('Respondido');
    expect(labels.yes).toBe('Sí');
    expect(labels.visitor).toBe('Visitante sin sesión');
  });

  it('names a part’s field in an entry about several parts: the part, then the field', async () => {
    await act(() => changeLocale('es'));
    const { result } = renderHook(() => useAuditLabels());
    expect(result.current.field('translation.en.name')).toBe('Texto (en) · Nombre');
    expect(result.current.field('role.manager.role')).toBe('Rol: Gestor · Rol');
    expect(result.current.value?.('role.manager.role', 'manager')).toBe('Gestor');
    expect(result.current.value?.('thread.reply.kind', 'reply')).toBe('Respuesta');
  });

  it('shows what it has no word for as it was sent', () => {
    const { result } = renderHook(() => useAuditLabels());
    expect(result.current.field('colour')).toBe('colour');
    expect(result.current.part('shelf', '3')).toBe('shelf 3');
    expect(result.current.part('thread', 'other')).toBe('thread other');
    expect(result.current.detail('ip')).toBe('ip');
    expect(result.current.value?.('name', 'Mochila')).toBeUndefined();
  });
});
