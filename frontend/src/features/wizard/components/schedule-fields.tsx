import { hoursOn, type AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { isValidLocalTime, timeToMinutes } from '@domain/business-time.js';
import type { ServiceType } from '@domain/service-types.js';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFreeTimesQuery } from '@/features/wizard/api/wizard-api';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { KeyboardDatePicker } from '@/components/keyboard-date-picker';
import { unavailableNotice } from '@/features/wizard/availability-messages';
import { timeText } from '@/lib/time-text';
import { useSettledValue } from '@/lib/use-settled-value';
import { useSlotCheck } from '@/features/wizard/components/use-slot-check';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { dateLimitsText, dayRefusal as dayRefusalText, isAfternoon, leadTimeNotice, toTimeSlots } from '@/features/wizard/schedule-rules';
import { businessInstant, businessZoneLabel } from '@/lib/business-zone';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { telHref } from '@/components/contact-links';

/** ms the addresses must stay unchanged before the free times are asked again (a ride's length depends on them) */
export const ROUTE_SETTLE_MS = 400;

interface ScheduleFieldsProps {
  serviceType: ServiceType;
  ownerPhone: string | null;
  /** the server's schedule settings; null until GET /api/business answers */
  schedule: AvailabilitySettings | null;
}

export function ScheduleFields({ serviceType, ownerPhone, schedule }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DetailsFormValues>();
  const date = Form.useWatch('serviceDate', form) as Dayjs | null | undefined;
  const time = Form.useWatch('serviceTime', form) as number | null | undefined;
  const hours = Form.useWatch('hours', form) as number | undefined;
  const pickupLocation = (Form.useWatch('pickupLocation', form) as string | undefined) ?? '';
  const destinationLocation = (Form.useWatch('destinationLocation', form) as string | undefined) ?? '';
  const day = date ? date.format(DAY_FORMAT) : null;
  const { status, answer } = useSlotCheck({ serviceType, day, time, hours, schedule }, form);
  const settledPickup = useSettledValue(pickupLocation, ROUTE_SETTLE_MS);
  const settledDestination = useSettledValue(serviceType === 'chauffeur' ? pickupLocation : destinationLocation, ROUTE_SETTLE_MS);
  const scheduled = serviceType === 'ride' || serviceType === 'delivery' || serviceType === 'chauffeur' ? serviceType : null;
  // A personal driver's times depend on its hours: asked once the form holds the owner's (see ChauffeurFields).
  const { data: freeTimes, isFetching } = useGetFreeTimesQuery(
    day && scheduled && (scheduled !== 'chauffeur' || hours !== undefined)
      ? {
          serviceType: scheduled,
          date: day,
          hours: scheduled === 'chauffeur' ? hours : undefined,
          pickupLocation: settledPickup,
          destinationLocation: settledDestination,
        }
      : skipToken,
  );
  const slots = useMemo(() => (schedule && freeTimes ? toTimeSlots(serviceType, freeTimes.times, schedule, t) : []), [serviceType, freeTimes, schedule, t]);
  const leadNotice = schedule ? leadTimeNotice(slots, schedule, t) : null;
  // The times offered are the business's wall clock; a visitor whose clock reads otherwise is told so.
  const zoneLabel = schedule ? businessZoneLabel(schedule.zone, day ? businessInstant(schedule.zone, day, '12:00') : undefined) : null;
  const dayHours = schedule && day ? hoursOn(day, schedule) : null;
  // Business-local days, so a customer in another zone sees the days the server accepts; closed weekdays too.
  const dayRefusal = (current: Dayjs) => (schedule ? dayRefusalText(current.format(DAY_FORMAT), new Date(), schedule, t) : null);
  // A typed day the server would refuse stays on screen with its reason, instead of being erased in silence.
  const refuseEntry = (reason: string) => form.setFields([{ name: 'serviceDate', errors: [reason] }]);

  const notice = status === 'unavailable' && answer && schedule ? unavailableNotice(answer, schedule, t) : null;

  const applyNextAvailable = () => {
    const next = answer?.nextAvailable;
    if (!next || !isValidLocalTime(next.time)) return;
    // Date at noon so time-zone shifts cannot move it to another day.
    form.setFieldsValue({ serviceDate: dayjs(next.date, DAY_FORMAT).hour(12), serviceTime: timeToMinutes(next.time) });
    // setFieldsValue does not validate: clear a 'required' message left under either field.
    void form.validateFields(['serviceDate', 'serviceTime']).catch(() => undefined);
  };

  return (
    <FieldGroup title={t('details.schedule')}>
      <Form.Item
        label={t('details.date')}
        name="serviceDate"
        rules={[{ required: true, message: t('details.dateRequired') }]}
        extra={schedule ? <span data-testid="date-limits">{dateLimitsText(schedule, t)}</span> : undefined}
      >
        <KeyboardDatePicker
          data-testid="date-picker"
          style={{ width: '100%' }}
          // Shown as 'Nov 29, 2026' (Spanish: '29 nov 2026'); keyboard users may also type 2026-11-29 or 11/29/2026.
          format={[t('details.dateFormat'), 'YYYY-MM-DD', 'M/D/YYYY']}
          dayRefusal={dayRefusal}
          onRefusedEntry={refuseEntry}
          placeholder={t('details.selectDate')}
        />
      </Form.Item>
      <Form.Item
        label={t('details.time')}
        name="serviceTime"
        rules={[{ required: true, message: t('details.timeRequired') }]}
        extra={
          zoneLabel || leadNotice ? (
            <>
              {zoneLabel && <span data-testid="business-zone-note">{t('details.timesInZone', { zone: zoneLabel })} </span>}
              {leadNotice && (
                <span data-testid="call-owner-hint">
                  {leadNotice}{' '}
                  {ownerPhone ? (
                    <>
                      {t('details.needSoonerCall')} <a href={telHref(ownerPhone)}>{ownerPhone}</a>.
                    </>
                  ) : (
                    t('details.needSoonerCallUs')
                  )}
                </span>
              )}
            </>
          ) : undefined
        }
      >
        <Select<number>
          data-testid="time-select"
          placeholder={!day ? t('details.selectDateFirst') : schedule && freeTimes ? t('details.selectTime') : t('details.loadingTimes')}
          loading={isFetching}
          options={slots.map((slot) => ({ value: slot.value, label: slot.label, disabled: slot.disabled }))}
          showSearch={false}
          // A few dozen options at most: render them all so every slot is reachable without scrolling.
          virtual={false}
        />
      </Form.Item>
      {dayHours && time !== null && time !== undefined && isAfternoon(time, dayHours.end) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('details.afternoonTitle')}
          description={t('details.afternoonText', { time: timeText(dayHours.end) })}
        />
      )}
      <div aria-live="polite" aria-atomic="true" data-testid="availability-banner">
        {status === 'checking' && <Alert type="info" title={t('details.checking')} style={{ marginBottom: 16 }} />}
        {status === 'available' && <Alert type="success" showIcon title={t('details.available')} style={{ marginBottom: 16 }} />}
        {status === 'unavailable' && notice && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={notice.title}
            description={
              <>
                <div>{notice.message}</div>
                {answer?.nextAvailable && (
                  // Wraps on the narrowest phone instead of running past the screen.
                  <Button size="small" style={{ marginTop: 8, whiteSpace: 'normal', height: 'auto', textAlign: 'left' }} onClick={applyNextAvailable}>
                    {t('details.useNextAvailable', {
                      date: dayjs(answer.nextAvailable.date, DAY_FORMAT).format(t('details.dateFormat')),
                      time: timeText(answer.nextAvailable.time),
                    })}
                  </Button>
                )}
              </>
            }
          />
        )}
      </div>
    </FieldGroup>
  );
}
