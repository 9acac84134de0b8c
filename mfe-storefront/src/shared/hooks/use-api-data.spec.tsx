import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiData } from './use-api-data';

describe('useApiData', () => {
  it('loads, and loads again (from a loading state) when the key changes', async () => {
    const load = jest.fn(async (_signal: AbortSignal) => 'answer');
    const hook = renderHook(({ key }) => useApiData(key, load), { initialProps: { key: 'es' } });
    expect(hook.result.current.status).toBe('loading');
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ status: 'ready', data: 'answer' }),
    );
    hook.rerender({ key: 'en' });
    expect(hook.result.current.status).toBe('loading');
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never shows the answer to a key it has left', async () => {
    let answerSpanish: (value: string) => void = () => undefined;
    const signals: AbortSignal[] = [];
    const load = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1
        ? new Promise<string>((resolve) => (answerSpanish = resolve))
        : Promise.resolve('english');
    });
    const hook = renderHook(({ key }) => useApiData(key, load), { initialProps: { key: 'es' } });
    hook.rerender({ key: 'en' });
    await waitFor(() => expect(hook.result.current).toMatchObject({ data: 'english' }));
    expect(signals[0].aborted).toBe(true);
    await act(async () => answerSpanish('spanish'));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: 'english' });
  });

  it('reports failures and retries on reload', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('back');
    const hook = renderHook(() => useApiData('k', load));
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    act(() => hook.result.current.reload());
    expect(hook.result.current.status).toBe('loading');
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ status: 'ready', data: 'back' }),
    );
  });
});
