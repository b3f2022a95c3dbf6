import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import type { SettingsChange } from '@contracts/settings.contract.js';
import { formatBusinessInstant, formatSettingValue, settingLabel } from '@/features/admin/settings-format';

const FIRST_SHOWN = 10;

/**
 * The recorded changes, newest first: which value, old → new, who and when (the business's wall clock in
 * `zone`, an IANA name; the domain's default zone while it is unknown).
 */
export function SettingsChangeLog({ changes, zone }: { changes: SettingsChange[]; zone?: string }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? changes : changes.slice(0, FIRST_SHOWN);
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Recent changes
        </Typography.Title>
      }
    >
      {changes.length === 0 ? (
        <Typography.Paragraph type="secondary">No changes recorded yet</Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="settings-changes" style={{ overflowWrap: 'anywhere' }}>
          {shown.map((change, index) => (
            <li key={`${change.at}-${change.path}-${index}`}>
              <div>
                <strong>{settingLabel(change.path)}</strong>: {formatSettingValue(change.path, change.oldValue)} →{' '}
                {formatSettingValue(change.path, change.newValue)}
              </div>
              <Typography.Text type="secondary">
                {formatBusinessInstant(change.at, zone)} by {change.actor}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {changes.length > shown.length && <Button onClick={() => setShowAll(true)}>Show all {changes.length} changes</Button>}
    </Card>
  );
}
