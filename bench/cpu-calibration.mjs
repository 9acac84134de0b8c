/**
 * Which CPU slowdown stands for a phone on this machine. Lighthouse's throttling docs calibrate
 * its default 4× for a host of benchmarkIndex 1500–2000, so the phone it aims at is the middle of
 * that bracket slowed 4× (1750 / 4); a faster host needs more slowdown to reach the same phone.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const TARGET_PHONE_INDEX = 1750 / 4;

/** The slowdown that brings a host of `benchmarkIndex` to that phone (4× at 1750, 6× at 2625). */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.round((benchmarkIndex / TARGET_PHONE_INDEX) * 100) / 100;
}

/** The same, to a tenth: a rate for DevTools throttling (navigation timing, --profile). */
export function throttlingRate(benchmarkIndex) {
  return Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
}

/** Lighthouse's own benchmarkIndex, run in `page` (a Playwright page) unthrottled: about 1 s. */
export function measureBenchmarkIndex(page) {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}
