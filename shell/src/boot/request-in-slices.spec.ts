import { requestInSlices } from './request-in-slices';

describe('requestInSlices', () => {
  it('starts each request in a task of its own, then the last, and settles as the last does', async () => {
    const log: string[] = [];
    const done = requestInSlices(
      [
        () => {
          log.push('a');
          // Queued before the slice yields: it runs before the next request only if that one
          // waits for a new task.
          setTimeout(() => log.push('task after a'), 0);
          return Promise.resolve();
        },
        () => {
          log.push('b');
          return Promise.resolve();
        },
      ],
      () => {
        log.push('last');
        return Promise.resolve(7);
      },
    );
    expect(log).toEqual(['a']);
    await expect(done).resolves.toBe(7);
    expect(log).toEqual(['a', 'task after a', 'b', 'last']);
  });

  it('leaves a failed request to the last one, which reports what it needs', async () => {
    const last = jest.fn(() => Promise.reject(new Error('chunk failed')));
    await expect(
      requestInSlices([() => Promise.reject(new Error('chunk failed'))], last),
    ).rejects.toThrow('chunk failed');
    expect(last).toHaveBeenCalledTimes(1);
  });
});
