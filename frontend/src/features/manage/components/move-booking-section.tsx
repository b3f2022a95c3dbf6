import type { ManagedBooking } from '@contracts/manage.contract.js';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Flex, Radio, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMoveTimesQuery } from '@/features/manage/api/manage-api';
import { MoveBookingDialog } from '@/features/manage/components/move-booking-dialog';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { moveDayLabel, moveDaysRefusal, moveWindow, serviceWhenText } from '@/features/manage/manage-format';
import { useGetBusinessQuery } from '@/lib/business-api';
import { termsText } from '@/lib/cancellation-terms-text';
import { offeredTime } from '@domain/booked-time.js';
import { timeText } from '@/lib/time-text';
import { KeyboardDatePicker } from '@/components/keyboard-date-picker';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

interface MoveBookingSectionProps {
  booking: ManagedBooking;
  token: string;
  refreshing: boolean;
  visitorZone: string;
}

/**
 * Another free time for the same trip, up to the free-cancellation cut-off: a day, then one of that day's free times
 * as the server judges them for this booking (its own time does not stand in its way), then a confirmation.
 */
export function MoveBookingSection({ booking, token, refreshing, visitorZone }: MoveBookingSectionProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The booking as moved: its new time is worded on each render, so it follows a change of language.
  const [moved, setMoved] = useState<ManagedBooking | null>(null);
  const movedTo = moved ? serviceWhenText(moved, visitorZone, t) : null;
  const heading = useHeadingFocus<HTMLHeadingElement>(moved !== null);
  const window = useMemo(() => moveWindow(booking.timeZone), [booking.timeZone]);
  // A delivery's free starts read as their windows, from the owner's windows the site already loaded.
  const deliveryWindows = useGetBusinessQuery().data?.schedule.deliveryWindows;
  const { data: day, isFetching, isError } = useGetMoveTimesQuery(booking.move.allowed && date ? { token, date } : skipToken);
  const free = day?.date === date ? day.times.filter((slot) => slot.available) : [];
  const dayLabel = date ? moveDayLabel(date, t) : '';

  const chooseDay = (next: Dayjs | null) => {
    setDate(next ? next.format(DAY_FORMAT) : null);
    setTime(null);
  };
  // Business-local days, so a visitor in another zone is offered the days the server takes.
  const dayRefusal = (day: Dayjs) => {
    const candidate = day.format(DAY_FORMAT);
    return candidate < window.first || candidate > window.last ? moveDaysRefusal(t) : null;
  };
  const showMoved = (to: ManagedBooking) => {
    setConfirming(false);
    setDate(null);
    setTime(null);
    setMoved(to);
  };

  return (
    <section aria-labelledby="manage-move-heading">
      <Typography.Title level={2} id="manage-move-heading" ref={heading} tabIndex={-1} style={{ fontSize: 20 }}>
        {movedTo ? t('manage.movedHeading') : t('manage.moveHeading')}
      </Typography.Title>
      {movedTo && (
        <Alert
          role="status"
          type="success"
          showIcon
          data-testid="manage-moved"
          title={t('manage.movedTitle', { when: movedTo })}
          description={t('manage.movedDetail')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph data-testid="move-explanation">{termsText(booking.move.terms, booking.timeZone, t)}</Typography.Paragraph>
      {booking.move.allowed && (
        <Flex vertical gap="middle">
          <div>
            <label htmlFor="manage-move-day" style={{ display: 'block', marginBottom: 4 }}>
              {t('manage.newDate')}
            </label>
            <KeyboardDatePicker
              id="manage-move-day"
              value={date ? dayjs(date, DAY_FORMAT) : null}
              onChange={chooseDay}
              dayRefusal={dayRefusal}
              // Shown as 'Jun 4, 2026' ('4 de junio de 2026'); keyboard users may also type 2026-06-04 or 6/4/2026.
              format={[t('manage.dayFormat'), 'YYYY-MM-DD', 'M/D/YYYY']}
              placeholder={t('manage.chooseDay')}
              style={{ width: '100%' }}
            />
          </div>
          {date && (
            <div aria-live="polite" aria-busy={isFetching}>
              {isFetching ? (
                <Spin size="small" description={t('manage.findingTimes')} />
              ) : isError ? (
                <Typography.Text type="danger">{t('manage.timesFailed')}</Typography.Text>
              ) : free.length === 0 ? (
                <Typography.Text>{t('manage.noFreeTimes', { day: dayLabel })}</Typography.Text>
              ) : (
                <Radio.Group
                  aria-label={t('manage.freeTimesOn', { day: dayLabel })}
                  value={time}
                  onChange={(event) => setTime(event.target.value as string)}
                  optionType="button"
                  options={free.map((slot) => ({ value: slot.time, label: timeText(offeredTime(booking.serviceType, slot.time, deliveryWindows)) }))}
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
                />
              )}
            </div>
          )}
          <div>
            <Button type="primary" disabled={!date || !time} onClick={() => setConfirming(true)}>
              {t('manage.moveBooking')}
            </Button>
          </div>
          {date && time && (
            <MoveBookingDialog
              open={confirming}
              token={token}
              target={{ date, time, label: t('manage.dayAtTime', { day: dayLabel, time: timeText(offeredTime(booking.serviceType, time, deliveryWindows)) }) }}
              refreshing={refreshing}
              onClose={() => setConfirming(false)}
              onMoved={showMoved}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
