import { Alert, Flex, Typography } from 'antd';
import type { HealthWarning, OperationsResponse } from '@contracts/health.contract.js';
import { useGetOperationsQuery } from '@/features/admin/api/admin-api';
import { formatBusinessInstant } from '@/features/admin/settings-format';
import { useGetBusinessQuery } from '@/lib/business-api';

/**
 * The owner's words for a warning of the health check, from the figures the route gives: what is wrong, and who does
 * what about it. The server's own message is for whoever runs the server (it names settings and commands), so it is not
 * shown here. Backups run nightly at 03:00 business time (backend/src/backups).
 */
function warningText(
  name: HealthWarning['name'],
  { lastBackup, oldestUnsentSeconds }: Pick<OperationsResponse, 'lastBackup' | 'oldestUnsentSeconds'>,
  zone?: string,
): { title: string; description: string } {
  switch (name) {
    case 'backup-missing':
      return {
        title: 'No backup yet',
        description: "No copy of the bookings has been saved yet. One is made every night at 3:00 AM; whoever looks after the site's server can make one now.",
      };
    case 'backup-stale':
      return {
        title: 'Backups have stopped',
        description: `${lastBackup ? `The last backup was made ${formatBusinessInstant(lastBackup.createdAt, zone)}. ` : ''}A backup should be made every night at 3:00 AM: whoever looks after the site's server should check why it failed (its log, its free disk space).`,
      };
    case 'mail-stuck': {
      const minutes = Math.floor((oldestUnsentSeconds ?? 0) / 60);
      return {
        title: 'Messages are not going out',
        description: `A message has waited ${minutes} minutes to be sent. Messages (at the top of the page) shows which and why; if they keep failing, whoever looks after the site's server should check its mail and text settings.`,
      };
    }
  }
}

/** 1234567 → '1.2 MB' (binary units, as the backup command prints them). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 'Last backup: Nov 24, 2026, 3:00 AM, 1.2 MB', in the business's zone (an IANA name; the domain's default while unknown). */
export function lastBackupText(lastBackup: OperationsResponse['lastBackup'], zone?: string): string {
  if (!lastBackup) return 'Last backup: none yet';
  return `Last backup: ${formatBusinessInstant(lastBackup.createdAt, zone)}, ${formatSize(lastBackup.sizeBytes)}`;
}

/**
 * Operations at a glance, above the dashboard: the owner's health warnings (a stale or missing backup, mail
 * that does not go out), each as an alert, and the last backup's time and size. Nothing while it cannot load: the
 * dashboard's own content matters more than this line.
 */
export function OperationsStatus() {
  const { data } = useGetOperationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = useGetBusinessQuery().data?.timeZone;
  if (!data) return null;
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }} data-testid="operations-status">
      {data.warnings.map((warning) => {
        const text = warningText(warning.name, data, zone);
        return <Alert key={warning.name} type="warning" showIcon title={text.title} description={text.description} />;
      })}
      <Typography.Text type="secondary">{lastBackupText(data.lastBackup, zone)}</Typography.Text>
    </Flex>
  );
}
