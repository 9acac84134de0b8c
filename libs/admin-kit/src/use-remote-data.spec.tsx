import { act, renderHook, waitFor } from '@testing-library/react';
import { useRemoteData } from './use-remote-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRemoteData', () => {
  it('goes from loading to ready and keeps the rows while the next key loads', async () => {
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let calls = 0;
    const load = jest.fn((_signal: AbortSignal): Promise<string[]> => answers[calls++].promise);
    const hook = renderHook(({ key }) => useRemoteData(key, load), { initialProps: { key: 'a' } });
    expect(hook.result.current.status).toBe('loading');
    await act(async () => answers[0].resolve(['a1']));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: ['a1'] });

    hook.rerender({ key: 'b' });
    expect(hook.result.current).toMatchObject({ status: 'loading', data: ['a1'] });
    await act(async () => answers[1].resolve(['b1']));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: ['b1'] });
  });

  it('aborts and ignores the answer to an older key', async () => {
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const load = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? first.promise : Promise.resolve('new');
    });
    const hook = renderHook(({ key }) => useRemoteData(key, load), { initialProps: { key: 'a' } });
    hook.rerender({ key: 'b' });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(signals[0].aborted).toBe(true);
    await act(async () => first.resolve('old'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'new' });
  });

  it('reports a failure without stale rows, and reload asks again', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockResolvedValueOnce('one')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('two');
    const hook = renderHook(({ key }) => useRemoteData(key, load), { initialProps: { key: 'a' } });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    hook.rerender({ key: 'b' });
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    expect(hook.result.current).not.toHaveProperty('data');
    act(() => hook.result.current.reload());
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ status: 'ready', data: 'two' }),
    );
    expect(load).toHaveBeenCalledTimes(3);
  });
});
