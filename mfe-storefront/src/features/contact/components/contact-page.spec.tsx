import { api } from '@bolsos/api-client';
import {
  CONTACT_FORM_TOKEN_FIELD,
  CONTACT_FORM_TOKEN_SLOT,
  contactPath,
  emptyShopDetails,
  productQuery,
} from '@bolsos/contracts';
import { getTwinPaths, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail } from '../../../../test/fixtures';
import { apiError, mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';
import { serverHtml } from '../../../../test/server-html';

/** Types into the fields named by their (translated) labels. */
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const send = () => fireEvent.click(screen.getByTestId('contact-submit'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key each POST /contact so far was sent with. */
const sentKeys = (post: jest.SpyInstance) =>
  post.mock.calls.map(
    ([, , options]) =>
      (options as { headers?: Record<string, string> }).headers?.['Idempotency-Key'],
  );

describe('contact page', () => {
  it('sends POST /api/contact, then says Sent and confirms', async () => {
    const api = mockApi({ 'POST /contact': { message: 'Message sent' } });
    renderAt('/en/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Send');
    fill({
      Name: ' Ana Pérez ',
      'E-mail': 'Ana@Example.com',
      Message: 'Do you have the Boquete backpack in green?',
    });
    send();
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent(
      'Thank you! Your message has been sent.',
    );
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Sent');
    expect(screen.getByTestId('contact-submit')).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith(
      '/contact',
      {
        name: 'Ana Pérez',
        email: 'ana@example.com',
        message: 'Do you have the Boquete backpack in green?',
        language: 'en',
      },
      { silent: true, headers: { 'Idempotency-Key': expect.stringMatching(UUID) } },
    );
  });

  it('checks the fields with the contracts schema first, in the page language', async () => {
    const api = mockApi({});
    renderAt('/contacto');
    await screen.findByTestId('contact-submit');
    fill({ Nombre: 'A', 'Correo electrónico': 'nope', Teléfono: 'x', Mensaje: 'corto' });
    send();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'Revise los campos marcados arriba.',
    );
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's 422 messages on the fields and lets the visitor try again", async () => {
    mockApi({
      'POST /contact': apiError(422, {
        message: 'The data sent is invalid',
        errors: { email: ['Invalid e-mail address'] },
      }),
    });
    renderAt('/en/contact');
    await screen.findByTestId('contact-submit');
    fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
    send();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'The data sent is invalid',
    );
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('contact-submit')).toBeEnabled());
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Send');
  });

  describe('Idempotency-Key', () => {
    const unavailable = () =>
      apiError(503, { message: 'The service is unavailable, please try again in a moment' });
    const ready = async () => {
      renderAt('/en/contact');
      await screen.findByTestId('contact-submit');
      fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
    };
    const retry = async () => {
      await waitFor(() => expect(screen.getByTestId('contact-submit')).toBeEnabled());
      send();
    };

    it('sends a retry of the same message with the same key', async () => {
      const answers: unknown[] = [unavailable(), unavailable(), { message: 'Message sent' }];
      const api = mockApi({ 'POST /contact': () => answers.shift() });
      await ready();
      send();
      expect(await screen.findByTestId('contact-error')).toHaveTextContent(
        'The service is unavailable, please try again in a moment',
      );
      await retry();
      await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
      await retry();
      await screen.findByTestId('contact-sent');
      const keys = sentKeys(api.post);
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(UUID);
      expect(new Set(keys).size).toBe(1);
    });

    it('sends the message with a new key once the visitor edits it', async () => {
      const answers: unknown[] = [unavailable(), unavailable(), { message: 'Message sent' }];
      const api = mockApi({ 'POST /contact': () => answers.shift() });
      await ready();
      send();
      await screen.findByTestId('contact-error');
      await retry();
      await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByLabelText('Message')).toBeEnabled());
      fill({ Message: 'A long enough message, with a detail added.' });
      send();
      await screen.findByTestId('contact-sent');
      const [first, retried, edited] = sentKeys(api.post);
      expect(retried).toBe(first);
      expect(edited).toMatch(UUID);
      expect(edited).not.toBe(first);
      expect((api.post.mock.calls[2][1] as { message: string }).message).toBe(
        'A long enough message, with a detail added.',
      );
    });

    it('keeps the key when an edit is undone: the first send may have been stored', async () => {
      const answers: unknown[] = [unavailable(), { message: 'Message sent' }];
      const api = mockApi({ 'POST /contact': () => answers.shift() });
      await ready();
      send();
      await screen.findByTestId('contact-error');
      await waitFor(() => expect(screen.getByLabelText('Message')).toBeEnabled());
      fill({ Message: 'A long enough message!' });
      fill({ Message: 'A long enough message.' });
      send();
      await screen.findByTestId('contact-sent');
      const [first, retried] = sentKeys(api.post);
      expect(first).toMatch(UUID);
      expect(retried).toBe(first);
    });

    it('gives each visit to the form its own key', async () => {
      const api = mockApi({ 'POST /contact': { message: 'Message sent' } });
      for (let visit = 0; visit < 2; visit++) {
        const view = renderAt('/en/contact');
        await screen.findByTestId('contact-submit');
        fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
        send();
        await screen.findByTestId('contact-sent');
        view.unmount();
      }
      const [first, second] = sentKeys(api.post);
      expect(first).toMatch(UUID);
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
    });
  });

  it('blocks the button with a spinner while sending', async () => {
    mockApi({ 'POST /contact': () => new Promise(() => undefined) });
    renderAt('/en/contact');
    await screen.findByTestId('contact-submit');
    fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
    send();
    const button = screen.getByTestId('contact-submit');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(button.querySelector('.sf-spinner')).not.toBeNull();
    // Read-only, not disabled: the text stays readable, selectable and in the form.
    expect(screen.getByLabelText('Message')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Message')).toBeEnabled();
  });

  it('marks the required fields, never locks a field, and empties the form after a send for another question', async () => {
    mockApi({ 'POST /contact': { message: 'Message sent' } });
    renderAt('/en/contact');
    await screen.findByTestId('contact-submit');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(screen.getByLabelText('Phone')).not.toBeRequired();
    fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
    send();
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent(
      'We will answer by e-mail as soon as we can, on working days.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Sent');
    await userEvent.type(screen.getByLabelText('Message'), 'A');
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Send');
    expect(screen.getByTestId('contact-submit')).toBeEnabled();
  });

  it('takes the focus to the first refused field', async () => {
    mockApi({});
    renderAt('/en/contact');
    await screen.findByTestId('contact-submit');
    fill({ Name: 'Ana', Message: 'A long enough message.' });
    send();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends its fields unlocked from the server, so typing before the app starts is kept', async () => {
    const html = await serverHtml('/en/contact', { locale: 'en', api: {} });
    const container = document.createElement('div');
    container.innerHTML = html;
    const message = container.querySelector('textarea[name="message"]') as HTMLTextAreaElement;
    expect(message.disabled).toBe(false);
    expect(container.querySelector('input[name="name"]')).not.toHaveAttribute('disabled');
  });

  it('renders the one-time token’s slot the server fills per answer, exactly as it looks for it', async () => {
    const html = await serverHtml('/en/contact', { locale: 'en', api: {} });
    // contact-form-token.ts replaces this attribute, byte for byte, in every answer.
    expect(html).toContain(`name="${CONTACT_FORM_TOKEN_FIELD}" value="${CONTACT_FORM_TOKEN_SLOT}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    const token = container.querySelector(`input[name="${CONTACT_FORM_TOKEN_FIELD}"]`);
    expect(token).toHaveAttribute('type', 'hidden');
    expect(token?.closest('form')).toHaveAttribute('method', 'post');
  });

  it('shows the throttling message', async () => {
    mockApi({
      'POST /contact': apiError(429, { message: 'Too many attempts, please wait a moment' }),
    });
    renderAt('/en/contact');
    await screen.findByTestId('contact-submit');
    fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'A long enough message.' });
    send();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'Too many attempts, please wait a moment',
    );
    // …and raises the spec's toast for 429.
    expect(toastStore.getSnapshot().map((t) => [t.kind, t.message])).toContainEqual([
      'error',
      'Too many attempts, please wait a moment',
    ]);
  });

  describe('honeypot', () => {
    const trap = () => document.querySelector<HTMLInputElement>('input[name="website"]');

    it('is out of sight, out of the accessibility tree and out of the tab order', async () => {
      mockApi({});
      renderAt('/en/contact');
      await screen.findByTestId('contact-submit');
      const input = trap();
      expect(input).not.toBeNull();
      const wrapper = input?.closest('[aria-hidden="true"]');
      expect(wrapper).toHaveClass('sf-visually-hidden');
      expect(input).toHaveAttribute('tabindex', '-1');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
      expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
        'name',
        'email',
        'phone',
        'message',
      ]);
      // From the message, Tab goes straight to the button.
      await waitFor(() => expect(screen.getByLabelText('Message')).toBeEnabled());
      screen.getByLabelText('Message').focus();
      await userEvent.tab();
      expect(screen.getByTestId('contact-submit')).toHaveFocus();
    });

    it('is sent only when something filled it in', async () => {
      const api = mockApi({ 'POST /contact': { message: 'Message sent' } });
      renderAt('/en/contact');
      await screen.findByTestId('contact-submit');
      const message = {
        Name: 'Ana',
        'E-mail': 'ana@example.com',
        Message: 'A long enough message.',
      };
      fill(message);
      send();
      await screen.findByTestId('contact-sent');
      expect(api.post.mock.calls[0][1]).not.toHaveProperty('website');
    });

    it('is sent when a bot fills it in, and the bot sees the usual confirmation', async () => {
      const api = mockApi({ 'POST /contact': { message: 'Message sent' } });
      renderAt('/en/contact');
      await screen.findByTestId('contact-submit');
      fill({ Name: 'Bot', 'E-mail': 'bot@spam.example', Message: 'Cheap watches for sale!' });
      fireEvent.change(trap() as HTMLInputElement, { target: { value: 'https://spam.example' } });
      send();
      await screen.findByTestId('contact-sent');
      expect(api.post).toHaveBeenCalledWith(
        '/contact',
        expect.objectContaining({ name: 'Bot', website: 'https://spam.example' }),
        { silent: true, headers: { 'Idempotency-Key': expect.stringMatching(UUID) } },
      );
    });
  });

  describe('about a bag ("Ask about this bag")', () => {
    const blue = detail(3, 'en', { name: 'Blue Backpack', slug: 'blue-backpack' });

    it('shows the bag named in the address and sends its reference', async () => {
      const api = mockApi({
        'GET /catalog/products/en/blue-backpack': { data: blue },
        'POST /contact': { message: 'Message sent' },
      });
      renderAt('/en/contact?product=blue-backpack');
      const about = await screen.findByTestId('contact-product');
      expect(screen.getByRole('link', { name: 'About: Blue Backpack' })).toHaveAttribute(
        'href',
        blue.path,
      );
      expect(about.querySelector('img')).toHaveAttribute('srcset', blue.image?.srcset);
      // The language switcher keeps the bag, with its slug in the other language.
      expect(getTwinPaths('/en/contact')).toEqual({
        es: contactPath('es', 'bolso-3'),
        en: contactPath('en', 'bag-3'),
        zh: contactPath('zh', 'bao-3'),
      });
      fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'Is it waterproof, please?' });
      send();
      await screen.findByTestId('contact-sent');
      expect(api.post).toHaveBeenCalledWith(
        '/contact',
        {
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Is it waterproof, please?',
          language: 'en',
          product_id: 3,
        },
        { silent: true, headers: { 'Idempotency-Key': expect.stringMatching(UUID) } },
      );
    });

    it('is a plain Contact page when the bag is gone, and says so if the server refuses it', async () => {
      const api = mockApi({
        'POST /contact': apiError(422, {
          message: 'The data sent is invalid',
          errors: { product_id: ['This product is not available'] },
        }),
      });
      renderAt('/en/contact?product=sold-out');
      await waitFor(() =>
        expect(api.get).toHaveBeenCalledWith(
          '/catalog/products/en/sold-out',
          expect.objectContaining({ silent: true }),
        ),
      );
      expect(screen.queryByTestId('contact-product')).toBeNull();
      fill({ Name: 'Ana', 'E-mail': 'ana@example.com', Message: 'Is it waterproof, please?' });
      send();
      expect(await screen.findByTestId('contact-error')).toHaveTextContent(
        'This product is not available',
      );
      expect((api.post.mock.calls[0][1] as { product_id?: number }).product_id).toBeUndefined();
    });

    it('asks for no bag when the address names none (only the shop’s details)', async () => {
      const api = mockApi({});
      renderAt('/contacto');
      await screen.findByTestId('contact-submit');
      expect(api.get.mock.calls.map(([path]) => path)).toEqual(['/catalog/shop']);
    });

    it('arrives server-rendered with the bag (readable without JavaScript)', async () => {
      jest.spyOn(api, 'get').mockRejectedValue(new Error('no fetch on the server'));
      const zh = detail(4, 'zh', { name: '珊瑚腰包', slug: 'shanhu' });
      const html = await serverHtml(contactPath('zh', 'shanhu'), {
        locale: 'zh',
        api: { [productQuery('zh', 'shanhu').url]: { data: zh } },
      });
      expect(html).toContain('data-testid="contact-product"');
      expect(html).toContain('咨询商品：珊瑚腰包');
      expect(html).toContain(`href="${zh.path}"`);
    });
  });

  it('offers WhatsApp about the bag, the phone, the week’s hours and the shop’s texts', async () => {
    const shop = {
      ...emptyShopDetails(),
      phone: '+507 222-3344',
      whatsapp: '+507 6123-4567',
      hours: [
        { day: 'mon' as const, opens: '09:00', closes: '18:00' },
        { day: 'tue' as const, opens: '09:00', closes: '18:00' },
      ],
      exceptions: [{ date: '2026-12-25' }],
      texts: {
        ...emptyShopDetails().texts,
        es: { delivery: 'Entregamos en 24 h.', returns: '', payment: 'Yappy y tarjetas.' },
      },
    };
    mockApi({
      'GET /catalog/shop': { data: shop, updated_at: '' },
      [`GET ${productQuery('es', 'bag-4').path}`]: { data: detail(4, 'es') },
    });
    renderAt(contactPath('es', 'bag-4'));
    const chat = await screen.findByTestId('contact-whatsapp');
    expect(chat).toHaveTextContent('Pregunte por este bolso en WhatsApp');
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/50761234567?text=${encodeURIComponent('Hola, me interesa «Bag 4».')}`,
    );
    expect(screen.getByRole('link', { name: '+507 222-3344' })).toHaveAttribute(
      'href',
      'tel:+5072223344',
    );
    expect(screen.getByTestId('contact-hours')).toHaveTextContent(
      'Lun–Mar09:00–18:0025/12/2026Cerrado',
    );
    expect(screen.getByRole('heading', { name: 'Entregas' })).toBeInTheDocument();
    expect(screen.getByText('Yappy y tarjetas.')).toBeInTheDocument();
    // A text left blank has no heading.
    expect(screen.queryByRole('heading', { name: 'Devoluciones' })).not.toBeInTheDocument();
  });
});
