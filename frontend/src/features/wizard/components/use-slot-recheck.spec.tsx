import { DEFAULT_AVAILABILITY_SETTINGS } from '@domain/availability/availability-settings.js';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '@/app/hooks';
import { BACK_TO_DETAILS_MS, useSlotRecheck } from '@/features/wizard/components/use-slot-recheck';
import { initialWizardState, selectWizard, type WizardState } from '@/features/wizard/wizard-slice';
import type { TripDetails } from '@/features/wizard/wizard-types';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const SCHEDULE = DEFAULT_AVAILABILITY_SETTINGS;

const RIDE: TripDetails = {
  pickupLocation: '1 Main St, Ogden, UT',
  destinationLocation: '2 State St, Salt Lake City, UT',
  serviceDate: '2030-05-14',
  serviceTimeMinutes: 9 * 60 + 15,
  serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no', instructions: '' },
};

const TAKEN: AvailabilityResponse = { available: false, error: 'SLOT_TAKEN', message: 'This time is already booked.', nextAvailable: null };

function Probe() {
  const { serviceType, details } = useAppSelector(selectWizard);
  return <p data-testid="status">{useSlotRecheck(serviceType, details, SCHEDULE)}</p>;
}

/** Answers the availability check with `answer`; returns the bodies it was sent. */
function answerCheck(answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  stubFetch(async (request) => {
    bodies.push(await request.json());
    return answer();
  });
  return bodies;
}

function renderProbe(wizard: Partial<WizardState> = {}) {
  return renderWithProviders(<Probe />, { preloadedState: { wizard: { ...initialWizardState, step: 'book', serviceType: 'ride', details: RIDE, ...wizard } } });
}

const status = () => screen.getByTestId('status').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe(useSlotRecheck.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the chosen slot on entry and says it is still free', async () => {
    const bodies = answerCheck(() => jsonResponse({ available: true, error: null, message: null, nextAvailable: null }));
    renderProbe();
    expect(status()).toBe('checking');
    await advance(0);
    expect(status()).toBe('available');
    expect(bodies).toEqual([
      {
        date: '2030-05-14',
        startTime: '09:15',
        endTime: expect.stringMatching(/^\d\d:\d\d$/),
        serviceType: 'ride',
        pickupLocation: RIDE.pickupLocation,
        destinationLocation: RIDE.destinationLocation,
        findAlternative: true,
      },
    ]);
  });

  it('announces a taken slot and goes back to step 2 after BACK_TO_DETAILS_MS', async () => {
    answerCheck(() => jsonResponse(TAKEN));
    const { store } = renderProbe();
    await advance(0);
    expect(status()).toBe('unavailable');
    await advance(BACK_TO_DETAILS_MS - 1);
    expect(store.getState().wizard.step).toBe('book');
    // The booking step shows the refusal; no toast says it a second time.
    expect(screen.queryByText(/already booked/)).toBeNull();
    await advance(1);
    expect(store.getState().wizard.step).toBe('details');
  });

  it('lets the booking go on when the check fails', async () => {
    answerCheck(() => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500));
    const { store } = renderProbe();
    await advance(0);
    expect(status()).toBe('none');
    await advance(BACK_TO_DETAILS_MS * 2);
    expect(store.getState().wizard.step).toBe('book');
  });

  it('checks nothing for a plan, which has no slot', async () => {
    const bodies = answerCheck(() => jsonResponse(TAKEN));
    renderProbe({ serviceType: 'subscription', details: { ...RIDE, serviceDate: null, serviceTimeMinutes: null } });
    await advance(BACK_TO_DETAILS_MS);
    expect(status()).toBe('none');
    expect(bodies).toEqual([]);
  });

  it('does not send the customer back once the step has been left', async () => {
    answerCheck(() => jsonResponse(TAKEN));
    const { store, unmount } = renderProbe();
    await advance(0);
    expect(status()).toBe('unavailable');
    unmount();
    await advance(BACK_TO_DETAILS_MS);
    expect(store.getState().wizard.step).toBe('book');
  });
});
