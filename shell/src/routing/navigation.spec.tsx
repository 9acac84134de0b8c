import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@bolsos/router';
import { LocationProbe } from '../../test/location-probe';
import { NavigationBridge, navigateTo } from './navigation';

describe('navigateTo', () => {
  it('navigates through the router while the app is mounted', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin']}>
        <NavigationBridge />
        <LocationProbe />
      </MemoryRouter>,
    );
    act(() => navigateTo('/en/auth/password-set'));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/password-set');
    unmount();
  });
});
