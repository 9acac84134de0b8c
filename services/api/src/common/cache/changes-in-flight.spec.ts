import { EVERYTHING } from './cache-tags';
import { ChangesInFlight } from './changes-in-flight';

describe('ChangesInFlight', () => {
  const tagged = (...tags: string[]) => new Set(tags);

  it('tells a build only the changes since it started that touch what it shows', () => {
    const changes = new ChangesInFlight();
    changes.record({ tags: ['list:backpacks'] }); // before any build: nothing to tell
    const a = changes.start('a');
    expect(changes.changedSince(a, tagged('list:backpacks'))).toBe(false);
    changes.record({ tags: ['product:3'] });
    expect(changes.changedSince(a, tagged('list:backpacks'))).toBe(false);
    expect(changes.changedSince(a, tagged('product:3', 'list:all'))).toBe(true);
    // An answer whose tags are not known is touched by any change; everything touches any answer.
    expect(changes.changedSince(a, undefined)).toBe(true);
    const b = changes.start('b');
    expect(changes.changedSince(b, tagged('product:3'))).toBe(false);
    changes.record(EVERYTHING);
    expect(changes.changedSince(b, tagged('search'))).toBe(true);
  });

  it('forgets the changes every build in flight has seen, and all of them once none is', () => {
    const changes = new ChangesInFlight();
    const a = changes.start('a');
    changes.record({ tags: ['product:1'] });
    const b = changes.start('b');
    changes.record({ tags: ['product:2'] });
    changes.finish('a');
    // b still needs product:2 (after it started), not product:1 (before).
    expect(changes.changedSince(b, tagged('product:2'))).toBe(true);
    expect(changes.changedSince(b, tagged('product:1'))).toBe(false);
    changes.finish('b');
    const c = changes.start('c');
    expect(changes.changedSince(c, tagged('product:1', 'product:2'))).toBe(false);
    expect(changes.changedSince(a, tagged('product:1'))).toBe(false);
  });
});
