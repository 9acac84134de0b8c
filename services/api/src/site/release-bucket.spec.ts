import { RELEASE_BUCKET_COOKIE } from '@bolsos/contracts';
import { loadConfig } from '../config/app-config';
import { clearLiveReleases, setCanaryReleases } from '../releases/live-releases';
import { drawBucket, releaseVisitor, requestVisitor } from './release-bucket';

describe('release buckets', () => {
  const config = loadConfig({}, '/srv/bolsos');
  const canaries = (shares: Record<string, number>) =>
    setCanaryReleases(
      config,
      new Map(
        Object.entries(shares).map(([name, share]) => [
          name,
          { id: `${name}-canary`, manifestUrl: `/mfe/${name}/canary/mf-manifest.json`, share },
        ]),
      ),
    );
  afterEach(() => clearLiveReleases(config));

  it('gives a canary of s % exactly the s lowest of the 100 buckets, for every share, per remote', () => {
    for (let share = 1; share <= 99; share++) {
      canaries({ storefront: share, adminUsers: 100 - share });
      const got = { storefront: [] as number[], adminUsers: [] as number[] };
      for (let bucket = 0; bucket < 100; bucket++) {
        const visitor = releaseVisitor(config, undefined, () => bucket);
        expect(visitor.setCookie).toMatch(new RegExp(`^${RELEASE_BUCKET_COOKIE}=${bucket};`));
        for (const remote of visitor.variant) got[remote as keyof typeof got].push(bucket);
      }
      expect(got.storefront).toEqual([...Array(share).keys()]);
      expect(got.adminUsers).toEqual([...Array(100 - share).keys()]);
    }
  });

  it('draws each bucket 0–99 alike', () => {
    // 100,000 draws: each bucket's count is Binomial(100000, 1/100), 1,000 ± 31.5. Six standard
    // deviations either side (±189) fail a fair draw about once in 5 million runs for all 100
    // buckets together; a bucket never drawn (randomInt(1, 100), Math.random() * 99) or drawn
    // at twice or half its rate fails every time.
    const counts = new Array<number>(100).fill(0);
    const outside: number[] = [];
    for (let i = 0; i < 100_000; i++) {
      const bucket = drawBucket();
      if (Number.isInteger(bucket) && bucket >= 0 && bucket < 100) counts[bucket]++;
      else outside.push(bucket);
    }
    expect(outside).toEqual([]);
    const off = counts
      .map((count, bucket) => [bucket, count])
      .filter(([, count]) => Math.abs(count - 1000) > 189);
    expect(off).toEqual([]);
  });

  it('decides a request’s visitor once, however often the request is asked about', () => {
    canaries({ storefront: 10 });
    const draws = [3, 50, 70];
    const draw = jest.fn(() => draws.shift() as number);
    const first = { headers: {} };
    // The page cache's look-up, then Express's render of the page it did not keep.
    const atCache = requestVisitor(config, first, draw);
    const atRender = requestVisitor(config, first, draw);
    expect(atRender).toBe(atCache);
    expect(atCache.variant).toEqual(['storefront']);
    expect(atCache.setCookie).toMatch(new RegExp(`^${RELEASE_BUCKET_COOKIE}=3;`));
    expect(draw).toHaveBeenCalledTimes(1);
    // Another visitor's request draws its own.
    expect(requestVisitor(config, { headers: {} }, draw).setCookie).toMatch(/=50;/);
    // A visitor with a bucket keeps it and draws nothing.
    const returning = { headers: { cookie: `${RELEASE_BUCKET_COOKIE}=42` } };
    expect(requestVisitor(config, returning, draw)).toEqual({
      variant: [],
      canaries: true,
      setCookie: null,
    });
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
