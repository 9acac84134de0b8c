import { ValidationException } from '../common/exceptions/api.exception';
import { IdempotencyKeyPipe } from './idempotency-key.pipe';

describe('IdempotencyKeyPipe', () => {
  const pipe = new IdempotencyKeyPipe();

  it('passes a well-formed key through, and reads a missing header as no key', () => {
    expect(pipe.transform('0b6f2a4e-6c1d-4f0e-9a8b-7c6d5e4f3a21')).toBe(
      '0b6f2a4e-6c1d-4f0e-9a8b-7c6d5e4f3a21',
    );
    expect(pipe.transform('a_B-1234')).toBe('a_B-1234');
    expect(pipe.transform(undefined)).toBeNull();
  });

  it.each(['', 'short', 'x'.repeat(101), 'has space!', 'k1, k2-repeated', ['abcdefgh']])(
    'refuses %j as a field error on idempotency_key',
    (value) => {
      let thrown: unknown;
      try {
        pipe.transform(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationException);
      expect((thrown as ValidationException).errors).toEqual({
        idempotency_key: [{ key: 'validation.idempotency_key', params: undefined }],
      });
    },
  );
});
