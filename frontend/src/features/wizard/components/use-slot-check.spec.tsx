import { DEFAULT_AVAILABILITY_SETTINGS } from '@domain/availability/availability-settings.js';
import { act, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import { unavailableNotice } from '@/features/wizard/availability-messages';
import { CHECK_DELAY_MS, useSlotCheck } from '@/features/wizard/components/use-slot-check';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const SCHEDULE = DEFAULT_AVAILABILITY_SETTINGS;
const FREE: AvailabilityResponse = { available: true, error: null, message: '', nextAvailable: null };
const TAKEN: AvailabilityResponse = { available: false, error: 'SLOT_TAKEN', message: 'Taken.', nextAvailable: { date: '2030-05-14', time: '11:00' } };

interface Choice {
  day: string | null;
  time: number | null;
}

function Probe({ day, time }: Choice) {
  const [form] = Form.useForm<DetailsFormValues>();
  const { status, answer } = useSlotCheck({ serviceType: 'ride', day, time, hours: undefined, schedule: SCHEDULE }, form);
  return (
    <Form form={form} initialValues={{ pickupLocation: '1 Main St, Ogden, UT', destinationLocation: '2 State St, Salt Lake City, UT' }}>
      <Form.Item name="pickupLocation" label="Pickup">
        <Input />
      </Form.Item>
      <Form.Item name="destinationLocation" label="Destination">
        <Input />
      </Form.Item>
      <p data-testid="status">{status}</p>
      <p data-testid="next">{answer?.nextAvailable?.time ?? ''}</p>
    </Form>
  );
}

/** Answers each check with the next of `answers` (a function may hold its answer back); returns the bodies sent. */
function answerChecks(...answers: Array<Response | (() => Promise<Response>)>): Array<{ date: string; startTime: string; pickupLocation: string }> {
  const bodies: Array<{ date: string; startTime: string; pickupLocation: string }> = [];
  stubFetch(async (request) => {
    bodies.push(await request.json());
    const next = answers.shift()!;
    return typeof next === 'function' ? next() : next;
  });
  return bodies;
}

const status = () => screen.getByTestId('status').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const NINE = 9 * 60;

describe(useSlotCheck.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks CHECK_DELAY_MS after the choice settles, with the route in the form', async () => {
    const bodies = answerChecks(jsonResponse(FREE));
    const { rerender } = renderWithProviders(<Probe day="2030-05-14" time={NINE} />);
    await advance(CHECK_DELAY_MS - 100);
    rerender(<Probe day="2030-05-14" time={NINE + 15} />);
    await advance(CHECK_DELAY_MS - 1);
    expect(status()).toBe('none');
    expect(bodies).toEqual([]);
    await advance(1);
    await advance(0);
    expect(status()).toBe('available');
    expect(bodies).toEqual([
      expect.objectContaining({ date: '2030-05-14', startTime: '09:15', pickupLocation: '1 Main St, Ogden, UT', findAlternative: true }),
    ]);
  });

  it('gives a taken slot with its next free time to the banner, without a toast saying it again', async () => {
    answerChecks(jsonResponse(TAKEN));
    renderWithProviders(<Probe day="2030-05-14" time={NINE} />);
    await advance(CHECK_DELAY_MS);
    await advance(0);
    expect(status()).toBe('unavailable');
    expect(screen.getByTestId('next').textContent).toBe('11:00');
    expect(screen.queryByText(unavailableNotice(TAKEN, SCHEDULE).message, { exact: false })).toBeNull();
  });

  it('drops an answer about a slot the customer has left', async () => {
    let release: (response: Response) => void = () => undefined;
    const bodies = answerChecks(() => new Promise<Response>((resolve) => (release = resolve)), jsonResponse(FREE));
    const { rerender } = renderWithProviders(<Probe day="2030-05-14" time={NINE} />);
    await advance(CHECK_DELAY_MS);
    expect(status()).toBe('checking');
    rerender(<Probe day="2030-05-15" time={NINE} />);
    release(jsonResponse(TAKEN));
    await advance(0);
    expect(status()).toBe('none');
    await advance(CHECK_DELAY_MS);
    await advance(0);
    expect(status()).toBe('available');
    expect(bodies.map((body) => body.date)).toEqual(['2030-05-14', '2030-05-15']);
  });

  it('clears the verdict on another choice, and checks the slot again when the customer comes back to it', async () => {
    const bodies = answerChecks(jsonResponse(FREE), jsonResponse(FREE));
    const { rerender } = renderWithProviders(<Probe day="2030-05-14" time={NINE} />);
    await advance(CHECK_DELAY_MS);
    await advance(0);
    expect(status()).toBe('available');
    rerender(<Probe day="2030-05-15" time={NINE} />);
    await advance(CHECK_DELAY_MS / 2);
    rerender(<Probe day="2030-05-14" time={NINE} />);
    expect(status()).toBe('none');
    await advance(CHECK_DELAY_MS);
    await advance(0);
    expect(status()).toBe('available');
    expect(bodies.map((body) => body.date)).toEqual(['2030-05-14', '2030-05-14']);
  });

  it('warns when the check fails, and blocks nothing', async () => {
    answerChecks(jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500));
    renderWithProviders(<Probe day="2030-05-14" time={NINE} />);
    await advance(CHECK_DELAY_MS);
    await advance(0);
    expect(status()).toBe('none');
    expect(screen.getByText('Availability Check Error - Could not check availability. You can still proceed with booking.')).toBeTruthy();
  });

  it('checks nothing until day and time are both chosen', async () => {
    const bodies = answerChecks();
    renderWithProviders(<Probe day="2030-05-14" time={null} />);
    await advance(CHECK_DELAY_MS * 2);
    expect(status()).toBe('none');
    expect(bodies).toEqual([]);
  });
});
