import { fireEvent, render, screen } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { KeyboardDatePicker } from '@/components/keyboard-date-picker';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

const CHOSEN = dayjs('2030-05-14', DAY_FORMAT);
// Sundays cannot be chosen.
const closedOnSundays = (day: Dayjs) => day.day() === 0;

function renderPicker(onChange = vi.fn()) {
  render(<KeyboardDatePicker id="day" value={CHOSEN} onChange={onChange} disabledDate={closedOnSundays} format="MMM D, YYYY" />);
  return { input: document.getElementById('day') as HTMLInputElement, onChange };
}

const announced = () => screen.getByText(/^\w+day, /, { selector: '[aria-live]' }).textContent;

describe('KeyboardDatePicker', () => {
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
});
