import { toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '../../../../test/mock-api';
import { renderAt } from '../../../../test/render-at';

/** Types into the fields named by their (translated) labels. */
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const send = () => fireEvent.click(screen.getByTestId('contact-submit'));

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
      { silent: true },
    );
  });

  it('checks the fields with the contracts schema first, in the page language', async () => {
    const api = mockApi({});
    renderAt('/contacto');
    await screen.findByTestId('contact-submit');
    fill({ Nombre: 'A', 'Correo electrónico': 'nope', Teléfono: 'x', Mensaje: 'corto' });
    send();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      'Hay campos pendientes por completar',
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
    expect(screen.getByLabelText('Message')).toBeDisabled();
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
});
