import { ApiError } from '@bolsos/api-client';
import { passwordResetSchema } from '@bolsos/contracts';
import { i18n, initI18n } from '@bolsos/i18n';
import { act, renderHook } from '@testing-library/react';
import { translateIssues, useSchemaForm } from './use-schema-form';

const initial = { token: 't', email: '', password: '', password_confirmation: '' };

function setup() {
  return renderHook(() => useSchemaForm(passwordResetSchema, initial, ['token']));
}

describe('useSchemaForm', () => {
  beforeAll(() => initI18n('en'));

  it('translates schema issues with their parameters', () => {
    expect(
      translateIssues({ password: [{ key: 'validation.string_min', params: { min: 8 } }] }, i18n.t),
    ).toEqual({ password: ['Must be at least 8 characters'] });
  });

  it('returns the cleaned body when valid', () => {
    const { result } = setup();
    act(() => {
      result.current.set('email', ' Ana@Bolsos.TEST ');
      result.current.set('password', 'long-enough');
      result.current.set('password_confirmation', 'long-enough');
    });
    let body: unknown;
    act(() => {
      body = result.current.validate();
    });
    expect(body).toEqual({
      token: 't',
      email: 'ana@bolsos.test',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    });
    expect(result.current.hasErrors).toBe(false);
  });

  it('puts 422 messages on visible fields and the rest on the form', () => {
    const { result } = setup();
    act(() =>
      result.current.applyError(
        new ApiError('The data sent is invalid', 422, {
          message: 'The data sent is invalid',
          errors: { email: ['The email is already in use'], token: ['Link expired'] },
        }),
      ),
    );
    expect(result.current.errors).toEqual({ email: ['The email is already in use'] });
    expect(result.current.formError).toBe('Link expired');
    expect(result.current.text('email').errors).toEqual(['The email is already in use']);
  });

  it('shows the message of a 422 without field errors on the form', () => {
    const { result } = setup();
    act(() => result.current.applyError(new ApiError('Nope', 422, { message: 'Nope' })));
    expect(result.current.formError).toBe('Nope');
    // Nothing was left empty: no 'Fields pending completion', the server's words instead.
    expect(result.current.hasErrors).toBe(false);
  });

  it('explains throttling, server and network failures', () => {
    const { result } = setup();
    act(() => result.current.applyError(new ApiError('Too Many Requests', 429)));
    expect(result.current.formError).toBe('Too many attempts, please wait a moment');
    act(() => result.current.applyError(new ApiError('Database is down', 500)));
    expect(result.current.formError).toBe('Database is down');
    act(() => result.current.applyError(new TypeError('Failed to fetch')));
    expect(result.current.formError).toBe('Error processing your request');
  });
});
