import {
  describeHoursRange,
  groupOpeningHours,
  whatsappLink,
  type ShopHours,
} from './shop-details';

describe('groupOpeningHours', () => {
  it('merges consecutive days with the same hours and leaves closed days out', () => {
    const week: ShopHours[] = [
      ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
        day,
        opens: '09:00',
        closes: '18:00',
      })),
      { day: 'sat', opens: '10:00', closes: '14:00' },
    ];
    expect(groupOpeningHours(week)).toEqual([
      { from: 'mon', to: 'fri', intervals: [{ opens: '09:00', closes: '18:00' }] },
      { from: 'sat', to: 'sat', intervals: [{ opens: '10:00', closes: '14:00' }] },
    ]);
  });

  it('keeps a closed day between equal ones as a break, and orders a day’s intervals', () => {
    const hours: ShopHours[] = [
      { day: 'mon', opens: '14:00', closes: '18:00' },
      { day: 'mon', opens: '09:00', closes: '12:00' },
      { day: 'wed', opens: '09:00', closes: '12:00' },
      { day: 'wed', opens: '14:00', closes: '18:00' },
    ];
    const split = [
      { opens: '09:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ];
    expect(groupOpeningHours(hours)).toEqual([
      { from: 'mon', to: 'mon', intervals: split },
      { from: 'wed', to: 'wed', intervals: split },
    ]);
    expect(groupOpeningHours([])).toEqual([]);
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the number’s digits and the message typed in', () => {
    expect(whatsappLink('+507 6123-4567', 'Hola, ¿tienen la «Mochila»?')).toBe(
      'https://wa.me/50761234567?text=Hola%2C%20%C2%BFtienen%20la%20%C2%ABMochila%C2%BB%3F',
    );
    expect(whatsappLink('')).toBeUndefined();
  });
});

describe('describeHoursRange', () => {
  it('names one day alone or the first and last of a range, and lists the intervals', () => {
    const name = (day: string) => day.toUpperCase();
    expect(
      describeHoursRange(
        {
          from: 'mon',
          to: 'fri',
          intervals: [
            { opens: '09:00', closes: '13:00' },
            { opens: '14:00', closes: '18:00' },
          ],
        },
        name,
      ),
    ).toEqual({ days: 'MON–FRI', hours: '09:00–13:00, 14:00–18:00' });
    expect(
      describeHoursRange(
        { from: 'sun', to: 'sun', intervals: [{ opens: '10:00', closes: '14:00' }] },
        name,
      ),
    ).toEqual({ days: 'SUN', hours: '10:00–14:00' });
  });
});
