import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/app-config';
import { MailService } from './mail.service';

describe('MailService outbox transport (the zero-setup default)', () => {
  it('writes each message as an .eml file so a local user can follow its links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-outbox-'));
    const mail = new MailService(loadConfig({ MAIL_OUTBOX_DIR: dir }));
    await mail.send({
      to: 'ana@bolsos.test',
      subject: 'Hola',
      text: 'Entre: http://localhost:3000/x?token=abc',
      html: '<p>Hola</p>',
    });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ana@bolsos\.test\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toMatch(/Subject: Hola/);
    expect(eml).toMatch(/http:\/\/localhost:3000\/x\?token=abc/);
    mail.onApplicationShutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
