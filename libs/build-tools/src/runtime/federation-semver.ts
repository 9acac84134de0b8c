/**
 * The page's `satisfy` for the MF runtime's share resolution in production builds (swapped in by
 * federationRuntimeReplacements for the runtime's `utils/share.js` only). The runtime checks every
 * shared singleton's version against each consumer's range while the page starts; its
 * implementation rewrites the range through a chain of large regular expressions, and compiling
 * those on the first call cost 2.6–3.2 ms in the page here (over 10 ms on a phone), inside a
 * start-up task. The versions and ranges these apps declare are plain (`19.3.1` against
 * `^19.3.1`, `~1.2.0`, `<=1.4.2`), and plain ones are decided here with integer comparisons.
 * Anything else (prereleases, build metadata, X-ranges, hyphens, unions, spaces) goes to the
 * runtime's own `satisfy`, so every answer is the runtime's: a spec compares them.
 */
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';

// Numbers as the runtime's grammar has them: no leading zeros.
const NUMBER = '(0|[1-9]\\d*)';
const PLAIN_VERSION = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}$`);
const PLAIN_RANGE = new RegExp(`^(\\^|~|<=|>=|<|>|=)?${NUMBER}\\.${NUMBER}\\.${NUMBER}$`);

type Triple = readonly [number, number, number];

function triple(match: RegExpExecArray, from: number): Triple | undefined {
  const parts = [Number(match[from]), Number(match[from + 1]), Number(match[from + 2])] as const;
  // Past 2^53 a number loses digits; leave such a version to the runtime's string comparison.
  return parts.every(Number.isSafeInteger) ? parts : undefined;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The answer for a plain version and a plain range, or undefined when either is not plain. A
 * range on 0.0.0 is left to the runtime: it drops `>=0.0.0` comparators in its own way.
 */
export function plainSatisfy(version: string, range: string): boolean | undefined {
  const versionMatch = PLAIN_VERSION.exec(version);
  const rangeMatch = PLAIN_RANGE.exec(range);
  if (!versionMatch || !rangeMatch) return undefined;
  const have = triple(versionMatch, 1);
  const want = triple(rangeMatch, 2);
  if (!have || !want || (want[0] === 0 && want[1] === 0 && want[2] === 0)) return undefined;
  const order = compare(have, want);
  switch (rangeMatch[1] ?? '') {
    case '':
    case '=':
      return order === 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '~':
      return order >= 0 && have[0] === want[0] && have[1] === want[1];
    case '^':
      // The first non-zero part of the range is the one that may not change.
      if (order < 0) return false;
      if (want[0] !== 0) return have[0] === want[0];
      if (want[1] !== 0) return have[0] === 0 && have[1] === want[1];
      return have[0] === 0 && have[1] === 0 && have[2] === want[2];
    default:
      return undefined;
  }
}

export function satisfy(version: string, range: string): boolean {
  return plainSatisfy(version, range) ?? runtimeSatisfy(version, range);
}
