import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { exportUrl } from '@/features/admin/api/lists-api';
import { useBusinessToday } from '@/features/admin/use-business-today';
import { EXPORT_NAMES, type ExportName } from '@domain/admin-lists.js';
import { isValidLocalDate } from '@domain/business-time.js';

const LABELS: Record<ExportName, string> = { bookings: 'Bookings', payments: 'Payments', customers: 'Customers' };

/**
 * CSV downloads for a range of business-local days (both inclusive): bookings by service day, payments and refunds by
 * the day the money moved, customers who booked in the range. Plain links: the server streams the file, the browser
 * saves it; spreadsheets open it as UTF-8 (byte order mark) with formulas neutralised.
 */
export function ExportsCard() {
  const today = useBusinessToday();
  const [from, setFrom] = useState(() => `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const problem =
    !isValidLocalDate(from) || !isValidLocalDate(to) ? 'Pick the first and the last day.' : to < from ? 'The last day must not be before the first day.' : null;

  return (
    <Card title={<span id="exports-title">Exports</span>} size="small" style={{ marginTop: 24 }} data-testid="exports-card">
      <section aria-labelledby="exports-title">
        <Flex gap={12} wrap align="end" style={{ marginBottom: 12 }}>
          <div>
            <label htmlFor="export-from" style={{ display: 'block' }}>
              First day
            </label>
            <Input id="export-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} style={{ width: 170 }} />
          </div>
          <div>
            <label htmlFor="export-to" style={{ display: 'block' }}>
              Last day
            </label>
            <Input id="export-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} style={{ width: 170 }} />
          </div>
        </Flex>
        {problem && (
          <Typography.Paragraph type="danger" role="alert">
            {problem}
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap>
          {EXPORT_NAMES.map((name) => (
            <Button
              key={name}
              icon={<DownloadOutlined {...decorativeIcon} />}
              disabled={problem !== null}
              href={problem ? undefined : exportUrl(name, { from, to })}
              download={`${name}-${from}-to-${to}.csv`}
            >
              {`${LABELS[name]} CSV`}
            </Button>
          ))}
        </Flex>
      </section>
    </Card>
  );
}
