import express, { type Request } from 'express';
import request from 'supertest';
import { postedFromThisSite } from './contact-form-post';

/** An app that says whether a POST comes from the site, trusting one proxy or none. */
function site(trustProxy: boolean, origins: string[] = []) {
  const app = express();
  if (trustProxy) app.set('trust proxy', 1);
  app.post('/', (req: Request, res) => {
    res.json(postedFromThisSite(req, origins));
  });
  return app;
}

describe('postedFromThisSite', () => {
  const forwarded = { 'X-Forwarded-Host': 'www.bolsos.pa', 'X-Forwarded-Proto': 'https' };
  const ask = async (app: express.Express, headers: Record<string, string>): Promise<boolean> => {
    const req = request(app).post('/');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return (await req).body as boolean;
  };

  it('believes the forwarded host and scheme only from a trusted proxy (TRUST_PROXY)', async () => {
    const headers = { Host: '10.0.0.5:3000', Origin: 'https://www.bolsos.pa', ...forwarded };
    expect(await ask(site(true), headers)).toBe(true);
    // Without TRUST_PROXY anyone could send them: the site is what the Host says.
    expect(await ask(site(false), headers)).toBe(false);
    expect(await ask(site(false), { ...headers, Origin: 'http://10.0.0.5:3000' })).toBe(true);
  });

  it('takes the configured origins, and no other', async () => {
    const app = site(false, ['https://bolsos.com.pa']);
    expect(await ask(app, { Host: 'a.test', Origin: 'https://bolsos.com.pa' })).toBe(true);
    expect(await ask(app, { Host: 'a.test', Referer: 'https://bolsos.com.pa/contacto' })).toBe(
      true,
    );
    expect(await ask(app, { Host: 'a.test', Origin: 'https://evil.example' })).toBe(false);
    // An Origin that says where it came from wins over a Referer.
    expect(
      await ask(app, {
        Host: 'a.test',
        Origin: 'https://evil.example',
        Referer: 'https://bolsos.com.pa/contacto',
      }),
    ).toBe(false);
    expect(await ask(app, { Host: 'a.test' })).toBe(false);
  });
});
