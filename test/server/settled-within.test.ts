import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from '@/lib/server/settled-within';

// /homepage's wait for the showcase (decision 431): the rows go out with the hero only when they are ready
// in time; otherwise (late or failed) the page streams them behind the skeleton, which meets the failure.
describe('settledWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value of a promise that settles in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const answer = settledWithin(Promise.resolve({ rows: 3 }), 20);
    await expect(answer).resolves.toEqual({ value: { rows: 3 } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a falsy value apart from "not in time"', async () => {
    await expect(settledWithin(Promise.resolve(0), 20)).resolves.toEqual({ value: 0 });
    await expect(settledWithin(Promise.resolve(null), 20)).resolves.toEqual({ value: null });
  });

  it('gives null when the promise is still pending at the deadline, without waiting for it', async () => {
    vi.useFakeTimers();
    let resolveLate!: (v: string) => void;
    const late = new Promise<string>((resolve) => {
      resolveLate = resolve;
    });
    const answer = settledWithin(late, 20);
    await vi.advanceTimersByTimeAsync(19);
    let done = false;
    void answer.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBeNull();
    // the promise itself is untouched: the page still streams its value
    resolveLate('rows');
    await expect(late).resolves.toBe('rows');
  });

  it('leaves no unhandled rejection when a late promise fails after the deadline', async () => {
    vi.useFakeTimers();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let rejectLate!: (e: Error) => void;
      const late = new Promise<string>((_, reject) => {
        rejectLate = reject;
      });
      // the page's own handler, as app/(site)/homepage/page.tsx attaches it
      late.catch(() => {});
      const answer = settledWithin(late, 20);
      await vi.advanceTimersByTimeAsync(20);
      await expect(answer).resolves.toBeNull();
      rejectLate(new Error('database down'));
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('gives null for a promise that fails in time, leaving the failure to the caller', async () => {
    vi.useFakeTimers();
    const failing = Promise.reject(new Error('database down'));
    failing.catch(() => {});
    await expect(settledWithin(failing, 20)).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await expect(failing).rejects.toThrow('database down');
  });
});
