import { readCookie, requestLocale } from './request-locale';

describe('requestLocale', () => {
  const req = (headers: Record<string, string>) => ({ headers });

  it('prefers the lang cookie, then Accept-Language, then Spanish', () => {
    expect(requestLocale(req({ cookie: 'a=1; lang=zh', 'accept-language': 'en' }))).toBe('zh');
    expect(requestLocale(req({ cookie: 'lang=fr', 'accept-language': 'en-GB,en;q=0.8' }))).toBe(
      'en',
    );
    expect(requestLocale(req({}))).toBe('es');
  });

  it('reads encoded cookies and survives malformed ones', () => {
    expect(readCookie('XSRF-TOKEN=a%2Bb; other=x', 'XSRF-TOKEN')).toBe('a+b');
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(readCookie(undefined, 'x')).toBeUndefined();
  });
});
