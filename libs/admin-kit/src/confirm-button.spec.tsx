import { initI18n } from '@bolsos/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmButton } from './confirm-button';

function setup(onConfirm: () => Promise<unknown>) {
  initI18n('en');
  render(
    <ConfirmButton
      danger
      question="Delete the user Ana?"
      confirmText="Delete now"
      onConfirm={onConfirm}
      errorMessage={(error) => `refused: ${(error as Error).message}`}
    >
      Delete
    </ConfirmButton>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('dialog');
}

describe('ConfirmButton', () => {
  it('asks first and does nothing when cancelled', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = setup(onConfirm);
    expect(within(dialog).getByText('Delete the user Ana?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('puts the focus on the confirming button once open, so Enter confirms', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = setup(onConfirm);
    const confirm = within(dialog).getByRole('button', { name: 'Delete now' });
    await waitFor(() => expect(confirm).toHaveFocus());
  });

  it('acts on confirm and closes once the action is done', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = setup(onConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the action fails, and forgets it on reopening', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('last admin')));
    const dialog = setup(onConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('refused: last admin');
    expect(within(dialog).getByRole('button', { name: 'Delete now' })).toBeEnabled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s own refusal when no errorMessage is given', async () => {
    initI18n('en');
    render(
      <ConfirmButton
        question="Delete yourself?"
        confirmText="Delete now"
        onConfirm={() =>
          Promise.reject(
            Object.assign(new Error('You cannot delete your own account'), { status: 403 }),
          )
        }
      >
        Delete
      </ConfirmButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete now' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You cannot delete your own account',
    );
  });
});
