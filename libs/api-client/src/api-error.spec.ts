import { ApiError, isApiError, toFieldErrors } from './api-error';
import { toQueryString } from './query-string';

describe('ApiError', () => {
  it('keeps status and body and reads the field messages from the body', () => {
    const error = new ApiError('Invalid', 422, {
      message: 'Invalid',
      errors: { email: ['Required'], name: 'Too long', junk: [1, 'Bad'], none: [] },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.errors).toEqual({ email: ['Required'], name: ['Too long'], junk: ['Bad'] });
    expect(new ApiError('x', 500, 'text').errors).toEqual({});
  });

  it('isApiError recognises copies from another bundle and filters by status', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 401 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(foreign, 401)).toBe(true);
    expect(isApiError(new ApiError('x', 404), 401)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 1 })).toBe(false);
  });
});

describe('toFieldErrors', () => {
  it('turns dotted keys into antd name paths with numeric indexes', () => {
    const error = new ApiError('Invalid', 422, {
      errors: {
        email: ['Invalid e-mail address'],
        'translations.es.name': ['Required', 'Too short'],
        'images.0.alt': ['Too long'],
      },
    });
    expect(toFieldErrors(error)).toEqual([
      { name: ['email'], errors: ['Invalid e-mail address'] },
      { name: ['translations', 'es', 'name'], errors: ['Required', 'Too short'] },
      { name: ['images', 0, 'alt'], errors: ['Too long'] },
    ]);
  });

  it('gives nothing for other errors', () => {
    expect(toFieldErrors(new Error('x'))).toEqual([]);
    expect(toFieldErrors(new ApiError('x', 500))).toEqual([]);
  });
});

describe('toQueryString', () => {
  it('encodes values and leaves out empty params', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(
      toQueryString({ q: 'a&b=c', zero: 0, no: false, skip: undefined, tags: ['x', null, 'y'] }),
    ).toBe('q=a%26b%3Dc&zero=0&no=false&tags=x&tags=y');
  });
});
