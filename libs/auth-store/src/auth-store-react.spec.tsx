/** @jest-environment jsdom */
import { ApiError, type ApiClient } from '@bolsos/api-client';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createAuthStore } from './auth-store';

describe('auth store in React', () => {
  it('re-renders subscribers when the account arrives and on logout', async () => {
    const client = {
      get: jest.fn().mockResolvedValue({
        user: { id: 7, name: 'Ana', email: 'a@b.co', roles: ['admin'], password_set_at: null },
      }),
      post: jest.fn().mockRejectedValue(new ApiError('Down', 503)),
    } as unknown as ApiClient;
    const useStore = createAuthStore(client);

    function Whoami() {
      const name = useStore((state) => state.user?.name ?? 'guest');
      const fetchAccount = useStore((state) => state.fetchAccount);
      useEffect(() => {
        void fetchAccount();
      }, [fetchAccount]);
      return <p>{name}</p>;
    }

    render(
      <>
        <Whoami />
        <Whoami />
      </>,
    );
    expect(await screen.findAllByText('Ana')).toHaveLength(2);
    expect(client.get).toHaveBeenCalledTimes(1);
    await act(() => useStore.getState().logout());
    expect(screen.getAllByText('guest')).toHaveLength(2);
  });
});
