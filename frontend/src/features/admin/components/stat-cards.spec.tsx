import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCards } from '@/features/admin/components/stat-cards';
import type { StatsPeriod, StatsResponse } from '@contracts/stats.contract.js';
import { renderWithProviders } from '@/testing/render-with-providers';

const TOTALS = { all: 3, pending: 0, confirmed: 1, completed: 0, cancelled: 2 };
const period = (figures: Pick<StatsPeriod, 'revenue' | 'received' | 'owed'>): StatsPeriod => ({
  from: '2026-05-25T14:00:00.000Z',
  to: '2026-06-01T14:00:00.000Z',
  totals: TOTALS,
  ...figures,
});
/** A card booking's $20 fee kept and paid, a cash booking's $20 fee still owed. */
const STATS: StatsResponse = {
  totals: TOTALS,
  revenue: 60,
  received: 60,
  owed: 20,
  periods: {
    last7Days: period({ revenue: 60, received: 60, owed: 20 }),
    lastMonth: period({ revenue: 60, received: 60, owed: 20 }),
    yearToDate: period({ revenue: 60, received: 60, owed: 20 }),
  },
  weeklyRevenue: [],
};

describe(StatCards.name, () => {
  it('shows the fees owed apart from the money received and the booked value', () => {
    renderWithProviders(
      <StatCards
        stats={STATS}
        listStats={{ total: 3, pending: 0, confirmed: 1, revenueCents: 0 }}
        loading={false}
        history={false}
        statusFilter={null}
        onTotalClick={() => undefined}
        onStatusClick={() => undefined}
      />,
    );
    const owed = within(screen.getByTestId('stat-card-owed'));
    expect(owed.getByText('Fees owed')).toBeTruthy();
    expect(screen.getByTestId('stat-card-owed').textContent).toContain('20.00');
    expect(owed.getByText('Cancellation fees not paid yet: not counted as received')).toBeTruthy();
    expect(screen.getByTestId('stat-card-received').textContent).toContain('60.00');
  });
});
