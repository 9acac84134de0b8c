import { useAuthStore } from '@bolsos/auth-store';
import { initI18n } from '@bolsos/i18n';
import { toastStore } from '@bolsos/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@bolsos/router';
import { fakeApi, makeUser, resetAuthStore } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { InvitationPage } from './invitation-page';
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
      // The real reason at the top (every field was filled: nothing is 'pending') and on its field.
      const summary = await screen.findByTestId('form-errors');
      expect(summary).toHaveTextContent('Username and password do not match');
      expect(summary).not.toHaveTextContent('Fields pending completion');
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Username and password do not match',
      );
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
      expect(summary).not.toHaveTextContent('Fields pending completion');
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
      // Both fields were filled: the banner says what is wrong, not that something is pending.
      expect(screen.getByTestId('form-errors')).toHaveTextContent('Passwords do not match');
      expect(screen.getByTestId('form-errors')).not.toHaveTextContent('Fields pending completion');
    });
  });

  describe('invitation', () => {
    const link = '/en/auth/invitation?token=tok_123-abc';
    const invited = { name: 'Lucía Invitada', email: 'lucia@bolsos.test', locale: 'en' };
    const deadMessage = 'This invitation link is invalid, has expired or has already been used';
    const live = { 'GET /invitations/tok_123-abc': { status: 200, body: { user: invited } } };

    async function fillPasswords(password: string, confirmation = password) {
      await user.type(await screen.findByLabelText('New password'), password);
      await user.type(screen.getByLabelText('Confirm password'), confirmation);
      await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    }

    it('names the account it reads, and opening it writes nothing', async () => {
      const server = fakeApi(live);
      renderAt(link, <InvitationPage locale="en" />);
      expect(
        await screen.findByText(
          'Choose a password for the account of Lucía Invitada to start using Bolsos.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toHaveValue('lucia@bolsos.test');
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
      expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /invitations/tok_123-abc',
      ]);
    });

    it('sets the password with the POST, signs in and goes to the back office', async () => {
      const done = makeUser({ name: invited.name, email: invited.email, roles: ['manager'] });
      const server = fakeApi({
        ...live,
        'POST /invitations/tok_123-abc': {
          status: 200,
          body: { message: 'Your password has been saved.', user: done },
        },
      });
      renderAt(link, <InvitationPage locale="en" />);
      await fillPasswords('First#password1');
      expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
      expect(useAuthStore.getState().user).toEqual(done);
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({ kind: 'success', message: 'Your password has been saved.' }),
      ]);
      expect(server.calls[1]).toMatchObject({
        method: 'POST',
        path: '/invitations/tok_123-abc',
        body: { password: 'First#password1', password_confirmation: 'First#password1' },
      });
    });

    it('checks the password rules on the client, before any POST', async () => {
      const server = fakeApi(live);
      renderAt(link, <InvitationPage locale="en" />);
      await fillPasswords('First#password1', 'other-password');
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'Passwords do not match',
      );
      expect(server.calls.map((call) => call.method)).toEqual(['GET']);
    });

    it('puts the server messages on the fields', async () => {
      fakeApi({
        ...live,
        'POST /invitations/tok_123-abc': {
          status: 422,
          body: {
            message: 'The data sent is invalid',
            errors: { password: ['Must be at least 12 characters'] },
          },
        },
      });
      renderAt(link, <InvitationPage locale="en" />);
      await fillPasswords('N3w-password!');
      expect(await screen.findByTestId('form-errors')).toHaveTextContent(
        'Must be at least 12 characters',
      );
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'At least 8 characters Must be at least 12 characters',
      );
      expect(useAuthStore.getState().user).toBeNull();
    });

    it('says a dead link is dead, with the way to the login page', async () => {
      fakeApi({
        'GET /invitations/tok_123-abc': { status: 410, body: { message: 'Gone (server text)' } },
      });
      renderAt(link, <InvitationPage locale="en" />);
      expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent(deadMessage);
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
        'href',
        '/en/auth/login',
      );
    });

    it('says so when the link was used up in the meantime', async () => {
      fakeApi({
        ...live,
        'POST /invitations/tok_123-abc': { status: 410, body: { message: deadMessage } },
      });
      renderAt(link, <InvitationPage locale="en" />);
      await fillPasswords('First#password1');
      expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent(deadMessage);
      expect(useAuthStore.getState().user).toBeNull();
    });

    it('needs no call to refuse a link without a token', () => {
      const server = fakeApi({});
      renderAt('/en/auth/invitation', <InvitationPage locale="en" />);
      expect(screen.getByTestId('invitation-invalid')).toHaveTextContent(deadMessage);
      expect(server.calls).toEqual([]);
    });

    it('warns a signed-in staff member that the form would switch accounts', async () => {
      useAuthStore.getState().setUser(makeUser());
      fakeApi(live);
      renderAt(link, <InvitationPage locale="en" />);
      expect(
        await screen.findByText(
          'You are signed in as Ana Admin. Setting this password signs you in as the invited user instead.',
        ),
      ).toBeInTheDocument();
    });
  });
});
