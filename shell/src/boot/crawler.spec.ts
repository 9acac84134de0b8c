import { isCrawler } from './crawler';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Google-InspectionTool/1.0',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0)',
  ])('recognises %s', (agent) => {
    expect(isCrawler(agent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ])('treats %s as a person', (agent) => {
    expect(isCrawler(agent)).toBe(false);
  });

  it('reads navigator.userAgent by default and survives a missing one', () => {
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Googlebot');
    expect(isCrawler()).toBe(true);
    spy.mockReturnValue('Mozilla/5.0 Firefox/128.0');
    expect(isCrawler()).toBe(false);
    spy.mockRestore();
    expect(isCrawler(undefined)).toBe(false);
  });
});
