import { PhoneOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useGetNextTripQuery, useMoveTripMutation, useUndoTripMutation } from '@/features/admin/api/trip-api';
import { phonePosition } from '@/features/admin/phone-position';
import { TRIP_STAGE_NAMES } from '@/features/admin/trip-words';
import type { TripMoveRequest, TripState } from '@contracts/trip.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { formatTimeText, instantToZonedWallTime } from '@domain/business-time.js';
import { serviceLabel } from '@domain/service-types.js';
import { useGetBusinessQuery } from '@/lib/business-api';
import { useFeedback } from '@/lib/feedback';

type TripStage = NonNullable<TripState['stage']>;

/** The big button's words for each step the owner taps. */
const TAP_LABELS: Record<TripStage, string> = { ...TRIP_STAGE_NAMES, 'on-the-way': 'On my way' };

const FAILURE_CHOICES: { reason: NonNullable<TripMoveRequest['failureReason']>; label: string }[] = [
  { reason: 'nobody-there', label: 'Nobody there' },
  { reason: 'refused', label: 'Refused' },
  { reason: 'address-wrong', label: 'Wrong address' },
];

const TAP_FAILED = 'Could not record that step. Please try again.';

/** 'HH:MM' business-local of an instant, as the owner reads it: '9:45 AM'. */
function clockTime(iso: string, zone: string | undefined): string {
  return formatTimeText(instantToZonedWallTime(new Date(iso), zone).time);
}

/** True until `until` passes, re-rendering when it does (the undo button goes away on its own). */
function useUntil(until: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && Date.parse(until) > now;
}

/**
 * The owner's day, one thumb at a time (issue 31): today's job under way, or the next one, with one large button for
 * the step that comes next, the other endings the server allows, and undo for a minute after each tap. Each tap sends
 * where the phone is when the phone tells (the server keeps it only when the owner's setting allows, and measures the
 * customer's arrival time from it).
 */
export function TripNextCard() {
  const { message } = useFeedback();
  const zone = useGetBusinessQuery().data?.timeZone;
  const { data } = useGetNextTripQuery();
  const [moveTrip, { isLoading: moving }] = useMoveTripMutation();
  const [undoTrip, { isLoading: undoing }] = useUndoTripMutation();
  const trip = data?.trip ?? null;
  const canUndo = useUntil(trip?.undoUntil ?? null);
  const noShowOpen = useUntil(trip?.noShowFrom ?? null) === false;
  const job = data?.job;
  if (!job || !trip) return null;

  const tap = async (move: TripMoveRequest) => {
    try {
      const position = await phonePosition();
      await moveTrip({ bookingId: job.id, move: position ? { ...move, position } : move }).unwrap();
      message.success(`${TAP_LABELS[move.to]}: recorded`);
    } catch (error) {
      message.error(refusalMessageOr(error, TAP_FAILED));
    }
  };
  const undo = async () => {
    try {
      await undoTrip(job.id).unwrap();
      message.success('Taken back');
    } catch (error) {
      message.error(refusalMessageOr(error, TAP_FAILED));
    }
  };

  const [next, ...others] = trip.nextStages;
  const reference = displayReference(job.reference);
  const status = trip.stage
    ? `${TRIP_STAGE_NAMES[trip.stage]} since ${clockTime(trip.stageAt!, zone)}${trip.stage === 'on-the-way' && trip.etaAt ? `, arriving about ${clockTime(trip.etaAt, zone)}` : ''}`
    : 'Not started';
  return (
    <Card
      size="small"
      data-testid="trip-next"
      title={`${trip.stage ? 'Now' : 'Next'}: ${serviceLabel(job.serviceType)} ${reference}`}
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <strong>{formatTimeText(job.timeText)}</strong> {job.customerName}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {job.pickup}
        {job.destination && job.destination !== job.pickup ? ` → ${job.destination}` : ''}
      </Typography.Paragraph>
      <Typography.Paragraph role="status" style={{ marginBottom: 12 }}>
        {status}
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {next && next !== 'failed-delivery' && (
          <Button type="primary" size="large" block style={{ height: 64, fontSize: 20 }} loading={moving} onClick={() => tap({ to: next })}>
            {TAP_LABELS[next]}
          </Button>
        )}
        {[next, ...others].includes('no-show') && (
          <Button block size="large" disabled={!noShowOpen || moving} onClick={() => tap({ to: 'no-show' })}>
            {noShowOpen || !trip.noShowFrom ? 'No-show' : `No-show from ${clockTime(trip.noShowFrom, zone)}`}
          </Button>
        )}
        {[next, ...others].includes('failed-delivery') && (
          <Flex gap={8} wrap role="group" aria-label="Delivery failed">
            {FAILURE_CHOICES.map(({ reason, label }) => (
              <Button
                key={reason}
                disabled={moving}
                onClick={() => tap({ to: 'failed-delivery', failureReason: reason })}
                aria-label={`Delivery failed: ${label}`}
              >
                {label}
              </Button>
            ))}
          </Flex>
        )}
        <Flex gap={8} wrap>
          {canUndo && trip.stage && (
            <Button icon={<UndoOutlined {...decorativeIcon} />} loading={undoing} onClick={undo}>
              Undo {TRIP_STAGE_NAMES[trip.stage]}
            </Button>
          )}
          <Button icon={<PhoneOutlined {...decorativeIcon} />} href={`tel:${job.phone}`} aria-label={`Call ${job.customerName}`}>
            Call
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
