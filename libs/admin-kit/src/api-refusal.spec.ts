import { i18n, initI18n, type TFunction } from '@bolsos/i18n';
import { refusalMessage, unprocessableErrors } from './api-refusal';

const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, errors });

describe('api refusals', () => {
  beforeAll(() => initI18n('en'));
  const t = ((key: string) => i18n.t(key)) as unknown as TFunction;

  it('says the server’s own message for an API refusal', () => {
    expect(refusalMessage(apiError(409, 'The last administrator cannot be removed'), t)).toBe(
      'The last administrator cannot be removed',
    );
  });

  it('says “too many attempts” for 429 and the generic message for anything else', () => {
    expect(refusalMessage(apiError(429, 'Too Many Requests'), t)).toBe(
      'Too many attempts, please wait a moment',
    );
    expect(refusalMessage(new Error('Failed to fetch'), t)).toBe('Error processing your request');
    expect(refusalMessage(undefined, t)).toBe('Error processing your request');
  });

  it('reads field errors only from a 422', () => {
    expect(unprocessableErrors(apiError(422, 'invalid', { name: ['Required'] }))).toEqual({
      name: ['Required'],
    });
    expect(unprocessableErrors(apiError(409, 'conflict', { name: ['x'] }))).toBeUndefined();
    expect(unprocessableErrors(apiError(422, 'invalid'))).toBeUndefined();
    expect(unprocessableErrors(null)).toBeUndefined();
  });
});
