import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import { emptyShopDetails, type ShopDetails } from '@bolsos/contracts';
import { toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { roles: ['admin'] });

const stored: ShopDetails = {
  ...emptyShopDetails(),
  phone: '+507 222-3344',
  hours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
  texts: {
    ...emptyShopDetails().texts,
    en: { delivery: 'Two days in the city.', returns: '', payment: '' },
  },
};

describe('shop details page', () => {
  it('shows what is stored and saves every part of it in one Save', async () => {
    mockApi({ 'GET /shop': { data: stored, updated_at: '2026-11-27T10:00:00Z' } });
    const api = mockWrites({
      put: (_path: string, body: unknown) => ({ data: body, updated_at: '' }),
    });
    renderAt('/admin/shop', { user: admin });
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('+507 222-3344');
    expect(within(screen.getByTestId('hours-mon')).getByRole('checkbox')).toBeChecked();
    expect(within(screen.getByTestId('hours-sun')).getByText('Closed')).toBeInTheDocument();

    fireEvent.change(phone, { target: { value: '+507 333-4455' } });
    fireEvent.click(within(screen.getByTestId('hours-sat')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByTestId('shop-save'));

    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const sent = api.put.mock.calls[0][1] as ShopDetails;
    expect(sent.phone).toBe('+507 333-4455');
    expect(sent.hours).toEqual([
      { day: 'mon', opens: '09:00', closes: '18:00' },
      { day: 'sat', opens: '09:00', closes: '18:00' },
    ]);
    expect(sent.exceptions).toEqual([{ date: '2026-12-25' }]);
    expect(sent.texts.en.delivery).toBe('Two days in the city.');
    await waitFor(() =>
      expect(
        toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message })),
      ).toContainEqual({
        kind: 'success',
        message: 'Shop details saved',
      }),
    );
  });

  it('saves a second time on the same page: the button stops spinning and the second Save is sent', async () => {
    mockApi({ 'GET /shop': { data: stored, updated_at: '' } });
    const api = mockWrites({
      put: (_path: string, body: unknown) => ({ data: body, updated_at: '' }),
    });
    renderAt('/admin/shop', { user: admin });
    const phone = await screen.findByLabelText('Phone');
    const save = screen.getByTestId('shop-save');

    fireEvent.change(phone, { target: { value: '+507 333-0001' } });
    fireEvent.click(save);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));

    fireEvent.change(phone, { target: { value: '+507 333-0002' } });
    fireEvent.click(save);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect((api.put.mock.calls[1][1] as ShopDetails).phone).toBe('+507 333-0002');
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
  });

  it('refuses a day that closes before it opens, on that day’s closing time, before sending', async () => {
    mockApi({ 'GET /shop': { data: stored, updated_at: '' } });
    const api = mockWrites({ put: { data: stored, updated_at: '' } });
    renderAt('/admin/shop', { user: admin });
    fireEvent.change(await screen.findByLabelText('Mon: Closes'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByTestId('shop-save'));
    const row = screen.getByTestId('hours-mon');
    expect(
      await within(row).findByText('Closing time must be after opening time'),
    ).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Mon: Closes')).toHaveValue('08:00');
  });

  it('puts the API’s refusal of a day’s hours (hours.sat.closes) on that day’s row', async () => {
    mockApi({ 'GET /shop': { data: stored, updated_at: '' } });
    mockWrites({
      put: apiError(422, {
        message: 'The data sent is invalid',
        errors: { 'hours.sat.closes': ['Closing time must be after opening time'] },
      }),
    });
    renderAt('/admin/shop', { user: admin });
    fireEvent.click(within(await screen.findByTestId('hours-sat')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('shop-save'));
    expect(
      await within(screen.getByTestId('hours-sat')).findByText(
        'Closing time must be after opening time',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a map link that is not https on its field, before sending', async () => {
    mockApi({ 'GET /shop': { data: stored, updated_at: '' } });
    const api = mockWrites({ put: { data: stored, updated_at: '' } });
    renderAt('/admin/shop', { user: admin });
    fireEvent.change(await screen.findByLabelText('Map link'), {
      target: { value: 'http://maps.example' },
    });
    fireEvent.click(screen.getByTestId('shop-save'));
    expect(await screen.findAllByText('Use an address starting with https://')).not.toHaveLength(0);
    expect(api.put).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Map link')).toHaveFocus());
  });
});
