import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Metrics } from '../common/metrics/metrics';
import { loadConfig } from '../config/app-config';
import { MailService } from './mail.service';

describe('MailService outbox transport (the zero-setup default)', () => {
  it('writes each message as an .eml file so a local user can follow its links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-outbox-'));
    const mail = new MailService(loadConfig({ MAIL_OUTBOX_DIR: dir }), new Metrics());
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

describe('MailService counts', () => {
  async function count(metrics: Metrics, result: string) {
    const metric = await metrics.mails.get();
    return metric.values.find((v) => v.labels.result === result)?.value ?? 0;
  }

  it('a sent message as sent and a refused one as failed, and still throws the failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-outbox-'));
    const metrics = new Metrics();
    const outbox = new MailService(loadConfig({ MAIL_OUTBOX_DIR: dir }), metrics);
    const message = { to: 'ana@bolsos.test', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' };
    await outbox.send(message);
    // Port 1 on loopback refuses at once: an SMTP server that is down.
    const smtp = new MailService(
      loadConfig({ MAIL_OUTBOX_DIR: dir, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TRANSPORT: 'smtp' }),
      metrics,
    );
    await expect(smtp.send(message)).rejects.toThrow();
    expect(await count(metrics, 'sent')).toBe(1);
    expect(await count(metrics, 'failed')).toBe(1);
    outbox.onApplicationShutdown();
    smtp.onApplicationShutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
