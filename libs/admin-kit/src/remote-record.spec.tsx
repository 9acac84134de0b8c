import { initI18n } from '@bolsos/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteRecord } from './remote-record';
import type { RemoteData } from './use-remote-data';

const show = (state: RemoteData<{ data: { name: string } }>) =>
  render(
    <RemoteRecord state={state} notFound={<p>No such record</p>}>
      {(record) => <h1>{record.name}</h1>}
    </RemoteRecord>,
  );

describe('RemoteRecord', () => {
  beforeEach(() => initI18n('en'));

  it('hands the loaded record to its children', () => {
    show({ status: 'ready', data: { data: { name: 'Ana' } }, reload: jest.fn() });
    expect(screen.getByRole('heading', { name: 'Ana' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    show({ status: 'loading', reload: jest.fn() });
    expect(screen.getByLabelText('Loading…', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the not-found page for the API’s 404', () => {
    show({
      status: 'failed',
      error: Object.assign(new Error('Not Found'), { status: 404 }),
      reload: jest.fn(),
    });
    expect(screen.getByText('No such record')).toBeInTheDocument();
  });

  it('offers a retry for any other failure', () => {
    const reload = jest.fn();
    show({ status: 'failed', error: Object.assign(new Error('Boom'), { status: 500 }), reload });
    expect(screen.queryByText('No such record')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
