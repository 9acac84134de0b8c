import { CONTACT_FORM_TOKEN_SLOT, IDEMPOTENCY_KEY_PATTERN } from '@bolsos/contracts';
import {
  formIdempotencyKey,
  hasFormTokenSlot,
  newFormToken,
  postedFormToken,
  withFormToken,
} from './contact-form-token';

const PAGE = `<main><p>Escriba value="${CONTACT_FORM_TOKEN_SLOT}" aquí</p><form method="post"><input type="hidden" name="form_token" value="${CONTACT_FORM_TOKEN_SLOT}"/></form></main><script type="application/json">{"x":"value=\\"${CONTACT_FORM_TOKEN_SLOT}\\""}</script>`;

describe('contact form token', () => {
  it('mints tokens an Idempotency-Key takes, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newFormToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('fills the form’s own attribute only, in a string or in bytes', () => {
    // Text a visitor or the shop wrote is escaped (`&quot;`), and the state JSON writes `\"`.
    const escaped = PAGE.replace('Escriba value="', 'Escriba value=&quot;').replace(
      `${CONTACT_FORM_TOKEN_SLOT}" aquí`,
      `${CONTACT_FORM_TOKEN_SLOT}&quot; aquí`,
    );
    const filled = withFormToken(escaped, 'tok_12345678');
    expect(filled).toBe(
      escaped.replace(
        `name="form_token" value="${CONTACT_FORM_TOKEN_SLOT}"`,
        'name="form_token" value="tok_12345678"',
      ),
    );
    expect(withFormToken(Buffer.from(escaped), 'tok_12345678').toString()).toBe(filled);
    expect(hasFormTokenSlot(Buffer.from(escaped))).toBe(true);
    expect(hasFormTokenSlot(Buffer.from(filled))).toBe(false);
    // A page without the form is sent as it is.
    const other = Buffer.from('<main>Mochilas</main>');
    expect(withFormToken(other, 'tok_12345678')).toBe(other);
  });

  it('keys on a posted token only when it is one, and on what the form says', () => {
    expect(postedFormToken({ form_token: 'tok_12345678' })).toBe('tok_12345678');
    for (const value of [CONTACT_FORM_TOKEN_SLOT, '', 'short', ['tok_12345678'], undefined])
      expect(postedFormToken({ form_token: value })).toBeNull();
    const message = { name: 'Ana', email: 'ana@example.com', message: 'Hola, ¿tienen negro?' };
    const key = formIdempotencyKey('tok_12345678', message);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(formIdempotencyKey('tok_12345678', { ...message })).toBe(key);
    expect(formIdempotencyKey('tok_87654321', message)).not.toBe(key);
    expect(
      formIdempotencyKey('tok_12345678', { ...message, message: 'Hola, ¿y en azul?' }),
    ).not.toBe(key);
  });
});
