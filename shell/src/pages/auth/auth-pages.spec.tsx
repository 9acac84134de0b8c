import { useAuthStore } from '@bolsos/auth-store';
import { initI18n } from '@bolsos/i18n';
import { toastStore } from '@bolsos/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@bolsos/router';
import { fakeApi, makeUser, resetAuthStore } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { LoginPage } from './login-page';
import { PasswordForgotPage } from './password-forgot-page';
import { PasswordResetPage } from './password-reset-page';
import { PasswordSetPage } from './password-set-page';

function renderAt(path: string, page: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
        <Route path="/en/auth/login" element={<LoginPage locale="en" />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const user = userEvent.setup();

describe('auth pages', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    resetAuthStore();
    toastStore.clear();
  });

  describe('login', () => {
    it('validates on the client with the contracts schema, before any call', async () => {
      const server = fakeApi({});
      renderAt('/en/auth/login', <LoginPage locale="en" />);
      await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(screen.getByTestId('form-errors')).toHaveTextContent('Fields pending completion');
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid e-mail address');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
      expect(server.calls).toEqual([]);
    });

    it("shows 'Username and password do not match' on a failed login, and no toast", async () => {
      const server = fakeApi({
        'POST /login': {
          status: 422,
          body: {
            message: 'Username and password do not match',
            errors: { email: ['Username and password do not match'] },
          },
        },
      });
      renderAt('/en/auth/login', <LoginPage locale="en" />);
      await user.type(screen.getByLabelText('E-mail'), ' Admin@Bolsos.test ');
      await user.type(screen.getByLabelText('Password'), 'wrong-password');
      await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Username and password do not match')).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(server.calls[0].body).toEqual({
        email: 'admin@bolsos.test',
        password: 'wrong-password',
        remember: true,
      });
      expect(server.notify).not.toHaveBeenCalled();
      expect(useAuthStore.getState().user).toBeNull();
      // Editing the field with the message clears it, and the summary with it.
      await user.type(screen.getByLabelText('Password'), 'x');
      expect(screen.getByTestId('form-errors')).toBeInTheDocument();
      await user.type(screen.getByLabelText('E-mail'), 'x');
      expect(screen.queryByTestId('form-errors')).not.toBeInTheDocument();
    });

    it('stores the signed-in user (the guard then takes over)', async () => {
      const admin = makeUser();
      fakeApi({ 'POST /login': { status: 200, body: { user: admin } } });
      renderAt('/en/auth/login?redirect=%2Fadmin%2Fusers', <LoginPage locale="en" />);
      expect(screen.getByRole('status')).toHaveTextContent('Sign in to continue.');
      await user.type(screen.getByLabelText('E-mail'), 'admin@bolsos.test');
      await user.type(screen.getByLabelText('Password'), 'Admin#2026demo');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(useAuthStore.getState().user).toEqual(admin);
    });

    it('says so when throttled', async () => {
      fakeApi({ 'POST /login': { status: 429, body: { message: 'Too Many Requests' } } });
      renderAt('/en/auth/login', <LoginPage locale="en" />);
      await user.type(screen.getByLabelText('E-mail'), 'admin@bolsos.test');
      await user.type(screen.getByLabelText('Password'), 'x');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(
        await screen.findByText('Too many attempts, please wait a moment'),
      ).toBeInTheDocument();
    });

    it('explains a dead invitation link', () => {
      fakeApi({});
      renderAt('/en/auth/login?invitation=invalid', <LoginPage locale="en" />);
      expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    });
  });

  describe('password-forgot', () => {
    it.each([
      ['an account', { status: 202, body: { message: 'Server text that might differ' } }],
      ['no account', { status: 202, body: { message: 'Another server text' } }],
    ])('shows the same confirmation for %s', async (_label, answer) => {
      const server = fakeApi({ 'POST /password/forgot': answer });
      renderAt('/en/auth/password-forgot', <PasswordForgotPage locale="en" />);
      await user.type(screen.getByLabelText('E-mail'), 'someone@bolsos.test');
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      expect(await screen.findByTestId('forgot-sent')).toHaveTextContent(
        'If an account exists for that e-mail, we have sent a link to reset the password.',
      );
      expect(screen.queryByText(/server text/i)).not.toBeInTheDocument();
      expect(server.calls[0].body).toEqual({ email: 'someone@bolsos.test' });
    });

    it('requires a valid e-mail', async () => {
      const server = fakeApi({});
      renderAt('/en/auth/password-forgot', <PasswordForgotPage locale="en" />);
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Required');
      expect(server.calls).toEqual([]);
    });
  });

  describe('password-reset', () => {
    const link = '/en/auth/password-reset?token=tok123&email=ana%40bolsos.test';

    it('takes token and e-mail from the link and goes to the login page with a message', async () => {
      const server = fakeApi({
        'POST /password/reset': {
          status: 200,
          body: { message: 'Your password has been reset. You can sign in now.' },
        },
      });
      renderAt(link, <PasswordResetPage locale="en" />);
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@bolsos.test');
      await user.type(screen.getByLabelText('New password'), 'N3w-password!');
      await user.type(screen.getByLabelText('Confirm password'), 'N3w-password!');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByTestId('login-notice')).toHaveTextContent(
        'Your password has been reset. You can sign in now.',
      );
      expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/login');
      expect(server.calls[0].body).toEqual({
        token: 'tok123',
        email: 'ana@bolsos.test',
        password: 'N3w-password!',
        password_confirmation: 'N3w-password!',
      });
    });

    it('checks the confirmation on the client', async () => {
      const server = fakeApi({});
      renderAt(link, <PasswordResetPage locale="en" />);
      await user.type(screen.getByLabelText('New password'), 'N3w-password!');
      await user.type(screen.getByLabelText('Confirm password'), 'other-password');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'Passwords do not match',
      );
      expect(server.calls).toEqual([]);
    });

    it('puts server errors on the fields, and a token error on the form', async () => {
      fakeApi({
        'POST /password/reset': {
          status: 422,
          body: {
            message: 'The data sent is invalid',
            errors: {
              token: ['This link is invalid or has expired'],
              password: ['Must be at least 12 characters'],
            },
          },
        },
      });
      renderAt(link, <PasswordResetPage locale="en" />);
      await user.type(screen.getByLabelText('New password'), 'N3w-password!');
      await user.type(screen.getByLabelText('Confirm password'), 'N3w-password!');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      const summary = await screen.findByTestId('form-errors');
      expect(summary).toHaveTextContent('Fields pending completion');
      expect(summary).toHaveTextContent('This link is invalid or has expired');
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'At least 8 characters Must be at least 12 characters',
      );
    });

    it('explains a link without a token', () => {
      fakeApi({});
      renderAt('/en/auth/password-reset', <PasswordResetPage locale="en" />);
      expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired');
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/en/auth/password-forgot',
      );
    });
  });

  describe('password-set', () => {
    it('saves the first password, stores the user and says so', async () => {
      const invited = makeUser({ password_set_at: null, roles: ['manager'] });
      const done = { ...invited, password_set_at: '2026-02-02T00:00:00.000Z' };
      useAuthStore.getState().setUser(invited);
      const server = fakeApi({
        'POST /password/set': {
          status: 200,
          body: { message: 'Your password has been saved.', user: done },
        },
      });
      renderAt('/en/auth/password-set', <PasswordSetPage />);
      await user.type(screen.getByLabelText('New password'), 'First#password1');
      await user.type(screen.getByLabelText('Confirm password'), 'First#password1');
      await user.click(screen.getByRole('button', { name: 'Set password' }));
      expect(useAuthStore.getState().user).toEqual(done);
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({ kind: 'success', message: 'Your password has been saved.' }),
      ]);
      expect(server.calls[0].body).toEqual({
        password: 'First#password1',
        password_confirmation: 'First#password1',
      });
    });

    it('shows server messages on the fields', async () => {
      fakeApi({
        'POST /password/set': {
          status: 422,
          body: {
            message: 'The data sent is invalid',
            errors: { password_confirmation: ['Passwords do not match'] },
          },
        },
      });
      renderAt('/en/auth/password-set', <PasswordSetPage />);
      await user.type(screen.getByLabelText('New password'), 'First#password1');
      await user.type(screen.getByLabelText('Confirm password'), 'First#password1');
      await user.click(screen.getByRole('button', { name: 'Set password' }));
      const field = await screen.findByLabelText('Confirm password');
      expect(field).toHaveAccessibleDescription('Passwords do not match');
      expect(
        within(screen.getByTestId('form-errors')).getByText('Fields pending completion'),
      ).toBeInTheDocument();
    });
  });
});
