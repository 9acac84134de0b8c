import { isSecretKey, mergeWrites, redact, type AuditWrite } from './audit-registry';

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

describe('mergeWrites: one entry per record for what one transaction did', () => {
  const write = (over: Partial<AuditWrite>): AuditWrite => ({
    action: 'update',
    entity: 'product',
    entityId: 7,
    part: null,
    partKey: null,
    changes: {},
    ...over,
  });

  it('keeps a single write as it is, part and all', () => {
    const alone = write({
      part: 'image',
      partKey: '3',
      changes: { altEs: { before: '', after: 'x' } },
    });
    expect(mergeWrites([alone])).toEqual(alone);
  });

  it('makes a record saved with its texts one entry, its parts’ fields named part.key.field', () => {
    expect(
      mergeWrites([
        write({ action: 'create', changes: { price: { before: null, after: '10.00' } } }),
        write({
          action: 'create',
          part: 'translation',
          partKey: 'es',
          changes: { name: { before: null, after: 'Mochila' } },
        }),
      ]),
    ).toEqual(
      write({
        action: 'create',
        changes: {
          price: { before: null, after: '10.00' },
          'translation.es.name': { before: null, after: 'Mochila' },
        },
      }),
    );
  });

  it('writes a field changed twice from its first value to its last, and drops one changed back', () => {
    expect(
      mergeWrites([
        write({
          changes: {
            price: { before: '1', after: '2' },
            published: { before: false, after: true },
          },
        }),
        write({
          changes: {
            price: { before: '2', after: '3' },
            published: { before: true, after: false },
          },
        }),
      ]),
    ).toEqual(write({ changes: { price: { before: '1', after: '3' } } }));
    expect(
      mergeWrites([
        write({ changes: { price: { before: '1', after: '2' } } }),
        write({ changes: { price: { before: '2', after: '1' } } }),
      ]),
    ).toBeUndefined();
  });

  it('calls parts all added together an addition, and a mix of parts an update', () => {
    const photo = (id: string, action: AuditWrite['action']) =>
      write({
        action,
        part: 'image',
        partKey: id,
        changes: { position: { before: null, after: id } },
      });
    expect(mergeWrites([photo('1', 'create'), photo('2', 'create')])?.action).toBe('create');
    expect(mergeWrites([photo('1', 'create'), photo('2', 'delete')])?.action).toBe('update');
  });
});
