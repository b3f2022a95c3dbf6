import { Empty, Spin, Typography } from 'antd';
import { RemoveTimeOffButton } from '@/features/admin/components/remove-time-off-button';
import { timeOffRange } from '@/features/admin/time-off-format';
import type { Blackout } from '@contracts/blackout.contract.js';
import { formatDay } from '@/lib/dayjs';
import '@/features/admin/components/admin-card-list.css';

/** The planned time off as cards, the phone's answer to the table. */
export function TimeOffCardList({ blackouts, loading }: { blackouts: Blackout[]; loading: boolean }) {
  if (loading && blackouts.length === 0) return <Spin description="Loading time off..." />;
  if (blackouts.length === 0) return <Empty description="No time off planned" />;
  return (
    <ul className="admin-card-list" data-testid="time-off-list">
      {blackouts.map((blackout) => (
        <li key={blackout.id} className="admin-card">
          <div className="admin-card-line">
            <Typography.Text strong>{formatDay(blackout.date)}</Typography.Text>
            <span>{timeOffRange(blackout)}</span>
          </div>
          {blackout.reason && <div className="admin-card-line admin-card-text">{blackout.reason}</div>}
          <div className="admin-card-actions">
            <RemoveTimeOffButton blackout={blackout} />
          </div>
        </li>
      ))}
    </ul>
  );
}
