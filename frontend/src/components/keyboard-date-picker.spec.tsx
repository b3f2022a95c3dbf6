import { fireEvent, screen } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyboardDatePicker } from '@/components/keyboard-date-picker';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

const CHOSEN = dayjs('2030-05-14', DAY_FORMAT);
// Sundays cannot be chosen.
const CLOSED = 'We are closed that day.';
const closedOnSundays = (day: Dayjs) => (day.day() === 0 ? CLOSED : null);

function renderPicker(onChange = vi.fn(), onRefusedEntry = vi.fn()) {
  renderWithProviders(
    <KeyboardDatePicker
      id="day"
      value={CHOSEN}
      onChange={onChange}
      dayRefusal={closedOnSundays}
      onRefusedEntry={onRefusedEntry}
      format={['MMM D, YYYY', 'YYYY-MM-DD']}
    />,
  );
  return { input: document.getElementById('day') as HTMLInputElement, onChange, onRefusedEntry };
}

const announced = () => screen.getByText(/^\w+day, /, { selector: '[aria-live]' }).textContent;

describe('KeyboardDatePicker', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('opens on the chosen day with Down, moves with the arrows and announces each day', () => {
    const { input } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(announced()).toBe('Tuesday, May 14, 2030');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(announced()).toBe('Tuesday, May 21, 2030');
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(announced()).toBe('Monday, May 20, 2030');
    // Sunday the 19th cannot be chosen: Left goes on to Saturday.
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(announced()).toBe('Saturday, May 18, 2030');
  });

  it('picks the highlighted day with Enter', () => {
    const { input, onChange } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    const [day, text] = onChange.mock.calls[0] as [Dayjs, string];
    expect(day.format(DAY_FORMAT)).toBe('2030-05-15');
    expect(text).toBe('May 15, 2030');
  });

  it('leaves Left, Right and Enter to the text box until Down or Up starts the calendar, and again after typing', () => {
    const { input, onChange } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(screen.queryByText(/^\w+day, /, { selector: '[aria-live]' })).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(announced()).toBe('Tuesday, May 14, 2030');
    fireEvent.keyDown(input, { key: '2' });
    expect(screen.queryByText(/^\w+day, /, { selector: '[aria-live]' })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows on each day that cannot be chosen why', () => {
    const { input } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // May 2030's Sundays: the 5th, 12th, 19th and 26th (antd's six-week page shows June's 2nd too).
    const refused = [...document.querySelectorAll(`[title="${CLOSED}"]`)];
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['5', '12', '19', '26']));
  });

  it('says why a typed day is refused on Enter, without sending the form, and on leaving the field', () => {
    const { input, onRefusedEntry } = renderPicker();
    fireEvent.change(input, { target: { value: '2030-05-19' } });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(onRefusedEntry).toHaveBeenCalledWith(CLOSED);
    fireEvent.change(input, { target: { value: '2030-05-26' } });
    fireEvent.blur(input);
    expect(onRefusedEntry).toHaveBeenCalledTimes(2);
    // A day that can be chosen, or text that is no date yet, is no refusal.
    fireEvent.change(input, { target: { value: '2030-05-20' } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '2030-05' } });
    fireEvent.blur(input);
    expect(onRefusedEntry).toHaveBeenCalledTimes(2);
  });

  it('announces the highlighted day in Spanish', async () => {
    await showLanguage('es');
    const { input } = renderPicker();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const liveRegion = () => document.querySelector('[aria-live]')?.textContent;
    expect(liveRegion()).toBe('martes 14 de mayo de 2030');
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(liveRegion()).toBe('lunes 13 de mayo de 2030');
  });
});
