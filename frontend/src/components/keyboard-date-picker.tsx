import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { cloneElement, isValidElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { firstChoosableDay, isCalendarKey, movedDay } from '@/lib/calendar-keys';
import { dayjs } from '@/lib/dayjs';

/**
 * The month and year buttons are named by what they show ('Nov', '2026'): antd's fixed names ('Choose a month')
 * hide the visible text from speech input (WCAG 2.5.3). antd merges this into its own locale.
 */
const PICKER_LOCALE = { lang: { monthSelect: '', yearSelect: '' } } as unknown as DatePickerProps['locale'];

/**
 * antd's DatePicker, plus the keyboard: Down or Up opens the calendar on the chosen day (or the first one that
 * can be chosen), the arrows move by a day or a week and Page Up/Down by a month, skipping days that cannot be
 * chosen, and Enter picks the highlighted day. Typing a date still works: a typed character leaves the calendar,
 * so Left and Right move the caret again. The highlighted day is announced, since focus stays in the text box.
 */
export type KeyboardDatePickerProps = Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'onOk' | 'multiple' | 'disabledDate'> & {
  /** one day; an antd Form control */
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null, text: string | null) => void;
  /** why a day cannot be chosen, in words (shown on its cell and announced); null when it can */
  dayRefusal?: (day: Dayjs) => string | null;
  /** a typed date that cannot be chosen, on Enter or on leaving the field: why, instead of silently erasing it */
  onRefusedEntry?: (reason: string) => void;
};

/** The typed text as a day, read with the picker's formats; null when it is not a whole date yet. */
function typedDay(text: string, format: DatePickerProps['format']): Dayjs | null {
  const formats = (Array.isArray(format) ? format : [format]).filter((candidate): candidate is string => typeof candidate === 'string');
  const day = dayjs(text.trim(), formats, true);
  return text.trim() && day.isValid() ? day : null;
}

export function KeyboardDatePicker({ value, onChange, dayRefusal, onRefusedEntry, onKeyDown, onBlur, onOpenChange, format, ...rest }: KeyboardDatePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** the day the arrow keys are on; null while the customer types or uses the mouse */
  const [activeDay, setActiveDay] = useState<Dayjs | null>(null);
  /** the month the calendar shows when no day is highlighted (antd moves it; controlled so the highlight can too) */
  const [shownMonth, setShownMonth] = useState<Dayjs>(() => value ?? dayjs());
  const isDisabled = (day: Dayjs) => (dayRefusal?.(day) ?? null) !== null;
  /** Says why a typed day is refused; true when it was. */
  const refuseTyped = (text: string) => {
    const day = typedDay(text, format);
    const reason = day && dayRefusal?.(day);
    if (reason) onRefusedEntry?.(reason);
    return Boolean(reason);
  };

  const setOpenState = (next: boolean) => {
    setOpen(next);
    if (!next) setActiveDay(null);
    onOpenChange?.(next);
  };

  const choose = (day: Dayjs) => {
    const shown = Array.isArray(format) ? format[0] : format;
    onChange?.(day, typeof shown === 'string' ? day.format(shown) : day.format('YYYY-MM-DD'));
    setOpenState(false);
  };

  const handleKeyDown: DatePickerProps['onKeyDown'] = (event, preventDefault) => {
    onKeyDown?.(event, preventDefault);
    const { key } = event;
    if (!activeDay && (key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      const start = value && !isDisabled(value) ? value : firstChoosableDay(dayjs().startOf('day'), isDisabled);
      if (!start) return;
      setActiveDay(start);
      if (!open) setOpenState(true);
      return;
    }
    if (!activeDay) {
      // Enter on a typed day that cannot be chosen: say why, and do not send the form.
      if (key === 'Enter' && refuseTyped((event.target as HTMLInputElement).value ?? '')) event.preventDefault();
      return;
    }
    if (isCalendarKey(key)) {
      event.preventDefault();
      setActiveDay(movedDay(activeDay, key, isDisabled) ?? activeDay);
    } else if (key === 'Enter') {
      event.preventDefault();
      if (!isDisabled(activeDay)) choose(activeDay);
    } else if (key.length === 1 || key === 'Backspace' || key === 'Delete') {
      setActiveDay(null);
    }
  };

  const activeRefusal = activeDay && dayRefusal?.(activeDay);
  // In the language shown now: a day made before the visitor switched keeps the old one.
  const announcedDay = activeDay?.locale(dayjs.locale()).format(t('details.announcedDayFormat')) ?? '';
  const announcement = activeRefusal ? t('details.dayNotAvailable', { day: announcedDay, reason: activeRefusal }) : announcedDay;

  return (
    <>
      <DatePicker
        {...rest}
        value={value}
        onChange={onChange}
        format={format}
        disabledDate={dayRefusal ? isDisabled : undefined}
        locale={PICKER_LOCALE}
        open={open}
        onOpenChange={setOpenState}
        pickerValue={activeDay ?? shownMonth}
        onPickerValueChange={(next: Dayjs, info: { source: string }) => {
          setShownMonth(next);
          // The customer moved the month with the mouse: the keyboard highlight stays behind.
          if (info.source === 'panel') setActiveDay(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event, info) => {
          refuseTyped((event.target as HTMLInputElement).value ?? '');
          onBlur?.(event, info);
        }}
        cellRender={(current, info) => {
          const { originNode } = info;
          if (info.type !== 'date' || !dayjs.isDayjs(current) || !isValidElement(originNode)) return originNode;
          const cell = originNode as ReactElement<{ className?: string; title?: string }>;
          const active = activeDay && current.isSame(activeDay, 'day');
          // A day that cannot be chosen says why on its cell (a pointer's tooltip; the keyboard's is announced).
          const refusal = dayRefusal?.(current) ?? null;
          if (!active && !refusal) return originNode;
          return cloneElement(cell, {
            ...(active && { className: `${cell.props.className ?? ''} keyboard-active-day` }),
            ...(refusal && { title: refusal }),
          });
        }}
      />
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}
