import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@bolsos/router';
import { useListParams } from './use-list-params';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads page and parameters from the URL', () => {
    const { result } = setup('/admin/products?page=3&search=tote&category=tote_bags');
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.get('search')).toBe('tote');
    expect(result.current.list.get('missing')).toBe('');
  });

  it('falls back to page 1 for junk', () => {
    for (const junk of ['0', '-2', '1.5', 'abc']) {
      expect(setup(`/admin/users?page=${junk}`).result.current.list.page).toBe(1);
    }
  });

  it('writes changes, dropping empty values and page 1', () => {
    const { result } = setup('/admin/users?page=4&search=ana');
    act(() => result.current.list.update({ search: 'luis', page: undefined }));
    expect(result.current.location.search).toBe('?search=luis');
    act(() => result.current.list.update({ page: 2 }));
    expect(result.current.location.search).toBe('?search=luis&page=2');
    act(() => result.current.list.update({ page: 1, search: '' }));
    expect(result.current.location.search).toBe('');
  });
});
