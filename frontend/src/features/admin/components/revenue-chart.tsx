import { Card, Empty } from 'antd';
import { revenueBars } from '@/features/admin/admin-stats';
import type { StatsResponse } from '@contracts/stats.contract.js';

/**
 * The last 12 weeks as CSS bars, two a week: money received (payments minus refunds) beside the booked value, with the
 * same figures as a table for screen readers.
 */
export function RevenueChart({ stats, loading }: { stats: StatsResponse | undefined; loading: boolean }) {
  const bars = revenueBars(stats?.weeklyRevenue);
  return (
    <Card size="small" title="Money received and booked value, last 12 weeks" loading={loading} style={{ marginBottom: 16 }} data-testid="revenue-chart">
      {bars.length === 0 ? (
        <Empty description="No revenue figures yet" />
      ) : (
        <figure style={{ margin: 0, position: 'relative' }}>
          <div aria-hidden="true">
            <div className="revenue-chart">
              {bars.map((bar) => (
                <div
                  key={bar.weekStart}
                  className="revenue-chart-bar"
                  title={`Week of ${bar.label}: ${bar.received.amount} received, ${bar.booked.amount} booked`}
                >
                  <div className="revenue-chart-fill" style={{ height: `${bar.received.heightPercent}%` }} />
                  <div className="revenue-chart-fill revenue-chart-booked" style={{ height: `${bar.booked.heightPercent}%` }} />
                </div>
              ))}
            </div>
            <div className="revenue-chart-legend">
              <span className="revenue-chart-key" /> Received <span className="revenue-chart-key revenue-chart-booked" /> Booked
            </div>
            <div className="revenue-chart-labels">
              {bars.map((bar) => (
                <span key={bar.weekStart}>{bar.label}</span>
              ))}
            </div>
          </div>
          <div className="visually-hidden revenue-chart-table">
            <table>
              <caption>Money received and booked value per week, oldest first (weeks start on Sunday)</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Received</th>
                  <th scope="col">Booked</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.weekStart}>
                    <th scope="row">{bar.label}</th>
                    <td>{bar.received.amount}</td>
                    <td>{bar.booked.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </Card>
  );
}
