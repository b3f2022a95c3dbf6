import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import type { BookingStats, StatusFilter } from '@/features/admin/admin-bookings';
import { revenueFigures } from '@/features/admin/admin-stats';
import type { StatsResponse } from '@contracts/stats.contract.js';
import { centsToDollars, dollarsToCents } from '@domain/money.js';

interface StatCardsProps {
  /** GET /api/stats; the list's own counts are used until it arrives or when it fails */
  stats: StatsResponse | undefined;
  listStats: BookingStats;
  loading: boolean;
  history: boolean;
  statusFilter: StatusFilter;
  onTotalClick: () => void;
  onStatusClick: (status: 'pending' | 'confirmed') => void;
}

interface CardSpec {
  key: string;
  title: string;
  value: number;
  precision?: number;
  prefix?: string;
  footer: ReactNode;
  pressed?: boolean;
  onClick?: () => void;
}

function activateOnKey(onClick: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onClick();
    }
  };
}

export function StatCards({ stats, listStats, loading, history, statusFilter, onTotalClick, onStatusClick }: StatCardsProps) {
  const totals = stats?.totals ?? { all: listStats.total, pending: listStats.pending, confirmed: listStats.confirmed };
  const revenue = stats ? stats.revenue : centsToDollars(listStats.revenueCents);
  const figureLine = (figure: 'received' | 'revenue', fallback: string) => {
    const figures = revenueFigures(stats, figure);
    return figures.length > 0 ? figures.map((f) => `${f.label} ${f.value}`).join(' · ') : fallback;
  };

  const cards: CardSpec[] = [
    {
      key: 'total',
      title: 'Total Bookings',
      value: totals.all,
      footer: history ? 'Showing the past year' : 'Open the past year',
      pressed: history,
      onClick: onTotalClick,
    },
    {
      key: 'pending',
      title: 'Pending',
      value: totals.pending,
      footer: statusFilter === 'pending' ? 'Filter on: click to clear' : 'Click to show only pending',
      pressed: statusFilter === 'pending',
      onClick: () => onStatusClick('pending'),
    },
    {
      key: 'confirmed',
      title: 'Confirmed',
      value: totals.confirmed,
      footer: statusFilter === 'confirmed' ? 'Filter on: click to clear' : 'Click to show only confirmed',
      pressed: statusFilter === 'confirmed',
      onClick: () => onStatusClick('confirmed'),
    },
    {
      key: 'received',
      title: 'Money received',
      value: centsToDollars(dollarsToCents(stats?.received ?? 0)),
      precision: 2,
      prefix: '$',
      footer: figureLine('received', 'Payments minus refunds'),
    },
    {
      key: 'revenue',
      title: 'Booked value',
      value: centsToDollars(dollarsToCents(revenue)),
      precision: 2,
      prefix: '$',
      footer: figureLine('revenue', 'Cancelled bookings excluded, their fees once collected'),
    },
    {
      key: 'owed',
      title: 'Fees owed',
      value: centsToDollars(dollarsToCents(stats?.owed ?? 0)),
      precision: 2,
      prefix: '$',
      footer: 'Cancellation fees not paid yet: not counted as received',
    },
  ];

  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="stat-cards">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={4}>
          <Card
            size="small"
            className={card.onClick ? 'stat-card-button' : undefined}
            data-testid={`stat-card-${card.key}`}
            {...(card.onClick && {
              role: 'button',
              tabIndex: 0,
              'aria-pressed': card.pressed,
              onClick: card.onClick,
              onKeyDown: activateOnKey(card.onClick),
            })}
          >
            <Statistic title={card.title} value={card.value} precision={card.precision} prefix={card.prefix} loading={loading} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {card.footer}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
