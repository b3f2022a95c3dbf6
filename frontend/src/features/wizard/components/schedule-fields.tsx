import { Alert, Button, DatePicker, Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCheckAvailabilityMutation, type AvailabilityResponse } from '@/features/wizard/api/wizard-api';
import { AVAILABILITY_CHECK_FAILED, unavailableNotice, unavailableToast, type AvailabilityStatus } from '@/features/wizard/availability-messages';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { BOOKING_WINDOW_DAYS, buildTimeSlots, endMinutesFor, isAfternoon } from '@/features/wizard/schedule-rules';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import type { ServiceType } from '@/lib/service-types';
import { formatHhmm, hhmmToMinutes, minutesToHhmm } from '@/lib/time-of-day';
import { useFeedback } from '@/lib/feedback';

/** ms after date and time settle before the availability check runs */
const CHECK_DELAY_MS = 500;

interface ScheduleFieldsProps {
  serviceType: ServiceType;
  ownerPhone: string | null;
}

function disabledDate(current: Dayjs): boolean {
  const today = dayjs().startOf('day');
  return current.isBefore(today) || current.isAfter(today.add(BOOKING_WINDOW_DAYS, 'day').endOf('day'));
}

export function ScheduleFields({ serviceType, ownerPhone }: ScheduleFieldsProps) {
  const form = Form.useFormInstance<DetailsFormValues>();
  const { message } = useFeedback();
  const date = Form.useWatch('serviceDate', form) as Dayjs | null | undefined;
  const time = Form.useWatch('serviceTime', form) as number | null | undefined;
  const hours = Form.useWatch('hours', form) as number | undefined;
  const [checkAvailability] = useCheckAvailabilityMutation();
  const [status, setStatus] = useState<AvailabilityStatus>('none');
  const [answer, setAnswer] = useState<AvailabilityResponse | null>(null);
  const lastChecked = useRef<string | null>(null);

  const day = date ? date.format(DAY_FORMAT) : null;
  const now = dayjs();
  const slots = useMemo(
    () => buildTimeSlots(serviceType, day, now.format(DAY_FORMAT), now.hour() * 60 + now.minute()),
    // Recomputed when the date changes; "now" moving on within a visit is rechecked by the server.
    [serviceType, day],
  );

  useEffect(() => {
    if (!day || time === null || time === undefined) {
      setStatus('none');
      return;
    }
    const key = `${day} ${time} ${hours ?? ''}`;
    // Skipped when the same date and time were just checked (spec point 4).
    if (key === lastChecked.current) return;
    // A verdict about another slot must not linger while this one waits to be checked.
    setStatus('none');
    const handle = setTimeout(async () => {
      lastChecked.current = key;
      setStatus('checking');
      const values = form.getFieldsValue();
      try {
        const result = await checkAvailability({
          date: day,
          startTime: minutesToHhmm(time),
          endTime: minutesToHhmm(endMinutesFor(serviceType, time, hours)),
          serviceType,
          pickupLocation: values.pickupLocation ?? '',
          destinationLocation: (serviceType === 'chauffeur' ? values.pickupLocation : values.destinationLocation) ?? '',
          findAlternative: true,
        }).unwrap();
        setAnswer(result);
        setStatus(result.available ? 'available' : 'unavailable');
        if (!result.available) message.warning(unavailableToast(result));
      } catch {
        // A failed check never blocks the customer.
        setStatus('none');
        message.warning(AVAILABILITY_CHECK_FAILED);
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(handle);
  }, [day, time, hours, serviceType, form, checkAvailability, message]);

  const applyNextAvailable = () => {
    const next = answer?.nextAvailable;
    const minutes = next ? hhmmToMinutes(next.time) : null;
    if (!next || minutes === null) return;
    // Date at noon so time-zone shifts cannot move it to another day.
    form.setFieldsValue({ serviceDate: dayjs(next.date, DAY_FORMAT).hour(12), serviceTime: minutes });
  };

  const isToday = day === now.format(DAY_FORMAT);

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="visually-hidden">Schedule</legend>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        Schedule
      </Typography.Title>
      <Form.Item label="Date" name="serviceDate" rules={[{ required: true, message: 'Service date is required' }]}>
        <DatePicker
          data-testid="date-picker"
          style={{ width: '100%' }}
          // Shown as 'Nov 29, 2026'; keyboard users may also type 2026-11-29 or 11/29/2026.
          format={['MMM D, YYYY', 'YYYY-MM-DD', 'M/D/YYYY']}
          disabledDate={disabledDate}
          placeholder="Select a date"
        />
      </Form.Item>
      <Form.Item
        label="Time"
        name="serviceTime"
        rules={[{ required: true, message: 'Service time is required' }]}
        extra={
          isToday ? (
            <span data-testid="call-owner-hint">
              Need service within the hour? Please call{' '}
              {ownerPhone ? <a href={`tel:${ownerPhone.replace(/[^\d+]/g, '')}`}>{ownerPhone}</a> : 'us'}.
            </span>
          ) : undefined
        }
      >
        <Select<number>
          data-testid="time-select"
          placeholder={day ? 'Select a time' : 'Select a date first'}
          options={slots.map((slot) => ({ value: slot.value, label: slot.label, disabled: slot.disabled }))}
          showSearch={false}
          // At most 44 options: render them all so every slot is reachable without scrolling.
          virtual={false}
        />
      </Form.Item>
      {time !== null && time !== undefined && isAfternoon(time) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Afternoon booking"
          description="Afternoon times fill quickly. All services must finish by 6:00 PM."
        />
      )}
      <div aria-live="polite" aria-atomic="true" data-testid="availability-banner">
        {status === 'checking' && <Alert type="info" title="Checking availability..." style={{ marginBottom: 16 }} />}
        {status === 'available' && <Alert type="success" showIcon title="This time slot is available!" style={{ marginBottom: 16 }} />}
        {status === 'unavailable' && answer && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Time Not Available"
            description={
              <>
                <div>{answer.message || unavailableNotice(answer).message}</div>
                {answer.nextAvailable && (
                  <Button size="small" style={{ marginTop: 8 }} onClick={applyNextAvailable}>
                    Use next available: {dayjs(answer.nextAvailable.date, DAY_FORMAT).format('MMM D, YYYY')} at {formatHhmm(answer.nextAvailable.time)}
                  </Button>
                )}
              </>
            }
          />
        )}
      </div>
    </fieldset>
  );
}
