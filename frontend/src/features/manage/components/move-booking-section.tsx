import type { ManagedBooking } from '@contracts/manage.contract.js';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Flex, Radio, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useGetMoveTimesQuery } from '@/features/manage/api/manage-api';
import { MoveBookingDialog } from '@/features/manage/components/move-booking-dialog';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { MOVE_DAYS_REFUSAL, moveDayLabel, moveWindow, serviceWhenText } from '@/features/manage/manage-format';
import { useGetBusinessQuery } from '@/lib/business-api';
import { offeredTimeText } from '@domain/booked-time.js';
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
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const heading = useHeadingFocus<HTMLHeadingElement>(movedTo !== null);
  const window = useMemo(() => moveWindow(booking.timeZone), [booking.timeZone]);
  // A delivery's free starts read as their windows, from the owner's windows the site already loaded.
  const deliveryWindows = useGetBusinessQuery().data?.schedule.deliveryWindows;
  const { data: day, isFetching, isError } = useGetMoveTimesQuery(booking.move.allowed && date ? { token, date } : skipToken);
  const free = day?.date === date ? day.times.filter((slot) => slot.available) : [];
  const dayLabel = date ? moveDayLabel(date) : '';

  const chooseDay = (next: Dayjs | null) => {
    setDate(next ? next.format(DAY_FORMAT) : null);
    setTime(null);
  };
  // Business-local days, so a visitor in another zone is offered the days the server takes.
  const dayRefusal = (day: Dayjs) => {
    const candidate = day.format(DAY_FORMAT);
    return candidate < window.first || candidate > window.last ? MOVE_DAYS_REFUSAL : null;
  };
  const moved = (to: ManagedBooking) => {
    setConfirming(false);
    setDate(null);
    setTime(null);
    setMovedTo(serviceWhenText(to, visitorZone));
  };

  return (
    <section aria-labelledby="manage-move-heading">
      <Typography.Title level={2} id="manage-move-heading" ref={heading} tabIndex={-1} style={{ fontSize: 20 }}>
        {movedTo ? 'Booking moved' : 'Move to another time'}
      </Typography.Title>
      {movedTo && (
        <Alert
          role="status"
          type="success"
          showIcon
          data-testid="manage-moved"
          title={`Your booking now starts ${movedTo}.`}
          description="We e-mailed you the new details."
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph data-testid="move-explanation">{booking.move.explanation}</Typography.Paragraph>
      {booking.move.allowed && (
        <Flex vertical gap="middle">
          <div>
            <label htmlFor="manage-move-day" style={{ display: 'block', marginBottom: 4 }}>
              New date
            </label>
            <KeyboardDatePicker
              id="manage-move-day"
              value={date ? dayjs(date, DAY_FORMAT) : null}
              onChange={chooseDay}
              dayRefusal={dayRefusal}
              // Shown as 'Jun 4, 2026'; keyboard users may also type 2026-06-04 or 6/4/2026.
              format={['MMM D, YYYY', 'YYYY-MM-DD', 'M/D/YYYY']}
              placeholder="Choose a day"
              style={{ width: '100%' }}
            />
          </div>
          {date && (
            <div aria-live="polite" aria-busy={isFetching}>
              {isFetching ? (
                <Spin size="small" description="Finding free times..." />
              ) : isError ? (
                <Typography.Text type="danger">We could not load the free times just now. Please try again in a moment.</Typography.Text>
              ) : free.length === 0 ? (
                <Typography.Text>No free times on {dayLabel}. Please try another day.</Typography.Text>
              ) : (
                <Radio.Group
                  aria-label={`Free times on ${dayLabel}`}
                  value={time}
                  onChange={(event) => setTime(event.target.value as string)}
                  optionType="button"
                  options={free.map((slot) => ({ value: slot.time, label: offeredTimeText(booking.serviceType, slot.time, deliveryWindows) }))}
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
                />
              )}
            </div>
          )}
          <div>
            <Button type="primary" disabled={!date || !time} onClick={() => setConfirming(true)}>
              Move booking
            </Button>
          </div>
          {date && time && (
            <MoveBookingDialog
              open={confirming}
              token={token}
              target={{ date, time, label: `${dayLabel} at ${offeredTimeText(booking.serviceType, time, deliveryWindows)}` }}
              refreshing={refreshing}
              onClose={() => setConfirming(false)}
              onMoved={moved}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
