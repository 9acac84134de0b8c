import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './api-paths';

describe('idempotency key', () => {
  it('is sent in the Idempotency-Key header', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
  });

  it.each(['3f0c2a9e-8b1d-4c5e-9f7a-1b2c3d4e5f60', 'abcdefgh', 'A_b-9'.padEnd(100, 'x')])(
    'accepts %s',
    (key) => {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    },
  );

  it.each([
    '',
    'short12',
    'x'.repeat(101),
    'with space1',
    'dots.are.out',
    'clé-accentuée',
    'a\nbcdefghi',
  ])('refuses %j', (key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
  });
});
