import { MAX_TOASTS, TOAST_DURATION_MS, createToastStore, toast, toastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    toastStore.clear();
    jest.useRealTimers();
  });

  it('keeps a toast for 8000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(8000);
    const store = createToastStore();
    store.show('info', 'Hello');
    jest.advanceTimersByTime(7999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows the four kinds of the spec through the shared `toast` helpers', () => {
    toast.success('ok');
    toast.info('fyi');
    toast.warn('careful');
    toast.error('failed');
    expect(toastStore.getSnapshot().map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'ok'],
      ['info', 'fyi'],
      ['warn', 'careful'],
      ['error', 'failed'],
    ]);
  });

  it('honours a custom duration and manual dismissal', () => {
    const store = createToastStore();
    const short = store.show('warn', 'short', { duration: 1000 });
    const other = store.show('error', 'other');
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([other]);
    store.dismiss(other);
    expect(store.getSnapshot()).toEqual([]);
    expect(short).not.toBe(other);
  });

  it('restarts an identical toast instead of stacking it', () => {
    const store = createToastStore();
    const first = store.show('error', 'Too many attempts');
    jest.advanceTimersByTime(5000);
    expect(store.show('error', 'Too many attempts')).toBe(first);
    jest.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('drops the oldest toasts beyond the limit and notifies subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    for (let index = 0; index <= MAX_TOASTS; index += 1) store.show('info', `message ${index}`);
    expect(store.getSnapshot()).toHaveLength(MAX_TOASTS);
    expect(store.getSnapshot()[0].message).toBe('message 1');
    expect(listener).toHaveBeenCalledTimes(MAX_TOASTS + 1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(MAX_TOASTS + 1);
  });

  it('closes the error toasts on screen when a success shows, and keeps the others', () => {
    const store = createToastStore();
    store.show('error', 'Fields pending completion');
    store.show('warn', 'Careful');
    store.show('error', 'Server error');
    store.show('success', 'Shop details saved');
    expect(store.getSnapshot().map(({ kind, message }) => [kind, message])).toEqual([
      ['warn', 'Careful'],
      ['success', 'Shop details saved'],
    ]);
    // Their timers went with them: nothing comes back or fires later.
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()).toEqual([]);
    // An error after the success still shows.
    store.show('success', 'Saved');
    store.show('error', 'Failed again');
    expect(store.getSnapshot().map(({ kind }) => kind)).toEqual(['success', 'error']);
  });
});
