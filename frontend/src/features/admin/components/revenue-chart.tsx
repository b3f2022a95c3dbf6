import { Card, Empty } from 'antd';
import { revenueBars } from '@/features/admin/admin-stats';
import { REVENUE_SERIES, seriesFill } from '@/features/admin/revenue-series';
import type { StatsResponse } from '@contracts/stats.contract.js';

/**
 * The last 12 weeks as CSS bars, two a week: money received (payments minus refunds), solid blue, beside the booked
 * value, hatched orange, with a legend naming both and the same figures as a table for screen readers.
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
                  {REVENUE_SERIES.map((series) => (
                    <div
                      key={series.key}
                      className="revenue-chart-fill"
                      data-series={series.key}
                      style={{ ...seriesFill(series), height: `${bar[series.key].heightPercent}%` }}
                    />
                  ))}
                </div>
              ))}
            </div>
            <div className="revenue-chart-legend" data-testid="revenue-chart-legend">
              {REVENUE_SERIES.map((series) => (
                <span key={series.key} className="revenue-chart-legend-item">
                  <span className="revenue-chart-key" data-series={series.key} style={seriesFill(series)} />
                  {series.label}
                </span>
              ))}
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
                  {REVENUE_SERIES.map((series) => (
                    <th key={series.key} scope="col">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.weekStart}>
                    <th scope="row">{bar.label}</th>
                    {REVENUE_SERIES.map((series) => (
                      <td key={series.key}>{bar[series.key].amount}</td>
                    ))}
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
