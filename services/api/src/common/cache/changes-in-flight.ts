import { touches, type CatalogueChange } from './cache-tags';

/**
 * The invalidations that builds still in flight may not have seen: a build that read the
 * catalogue before a change committed must not be kept if that change touches what it shows.
 * Each build starts in the count of invalidations so far; only the changes after the oldest
 * build in flight are remembered.
 */
export class ChangesInFlight {
  private generation = 0;
  private readonly startedIn = new Map<string, number>();
  private recent: { generation: number; change: CatalogueChange }[] = [];

  /** A build of `key` starts; returns the count it started in, for changedSince(). */
  start(key: string): number {
    this.startedIn.set(key, this.generation);
    return this.generation;
  }

  /** The build of `key` is over (kept or not): the changes no build still needs go. */
  finish(key: string): void {
    this.startedIn.delete(key);
    if (this.startedIn.size === 0) {
      this.recent = [];
      return;
    }
    const oldest = Math.min(...this.startedIn.values());
    if (this.recent.length > 0 && this.recent[0].generation <= oldest)
      this.recent = this.recent.filter((r) => r.generation > oldest);
  }

  /** An invalidation: counted, and remembered while a build is in flight. */
  record(change: CatalogueChange): void {
    this.generation++;
    if (this.startedIn.size > 0) this.recent.push({ generation: this.generation, change });
  }

  /** Whether a change since `generation` touches an answer tagged `tags`. */
  changedSince(generation: number, tags: ReadonlySet<string> | undefined): boolean {
    if (generation === this.generation) return false;
    return this.recent.some((r) => r.generation > generation && touches(tags, r.change));
  }
}
