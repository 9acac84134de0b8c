import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createToastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';

describe('ToastViewport', () => {
  afterEach(() => jest.useRealTimers());

  it('renders each toast with its kind, announces errors, and closes on demand', async () => {
    const store = createToastStore();
    render(<ToastViewport store={store} label="Notifications" closeLabel="Close" />);
    act(() => {
      store.show('success', 'Saved');
      store.show('error', 'Failed');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Saved');
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getAllByTestId('toast').map((node) => node.dataset.kind)).toEqual([
      'success',
      'error',
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('removes a toast after 8000 ms', () => {
    jest.useFakeTimers();
    const store = createToastStore();
    render(<ToastViewport store={store} label="Notifications" closeLabel="Close" />);
    act(() => {
      store.show('info', 'Heads up');
    });
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});
