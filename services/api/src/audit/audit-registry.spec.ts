import { isSecretKey, redact } from './audit-registry';

describe('audit redaction', () => {
  it('drops secret-named keys at any depth, in objects and arrays', () => {
    const value = {
      name: 'Ana',
      passwordHash: '$argon2id$v=19$…',
      profile: { password: 'Password#123', token: 'abc', nested: [{ sessionId: 's1', ok: 1 }] },
      list: [{ api_key: 'k', csrfToken: 'x', label: 'keep' }],
    };
    expect(redact(value)).toEqual({
      name: 'Ana',
      profile: { nested: [{ ok: 1 }] },
      list: [{ label: 'keep' }],
    });
  });

  it('keeps ordinary fields, and writes dates as ISO strings', () => {
    expect(isSecretKey('description')).toBe(false);
    expect(isSecretKey('position')).toBe(false);
    expect(isSecretKey('password_set_at')).toBe(true);
    expect(isSecretKey('sid')).toBe(true);
    expect(redact({ at: new Date('2026-11-25T10:00:00Z'), n: undefined })).toEqual({
      at: '2026-11-25T10:00:00.000Z',
      n: null,
    });
  });
});
