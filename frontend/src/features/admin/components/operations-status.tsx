import { Alert, Flex, Typography } from 'antd';
import type { HealthWarning, OperationsResponse } from '@contracts/health.contract.js';
import { useGetOperationsQuery } from '@/features/admin/api/admin-api';
import { formatBusinessInstant } from '@/features/admin/settings-format';
import { useGetBusinessQuery } from '@/lib/business-api';

/** The owner's words for each warning of the health check; its message says what and since when. */
const WARNING_TITLES: Record<HealthWarning['name'], string> = {
  'backup-missing': 'No backup yet',
  'backup-stale': 'Backups have stopped',
  'mail-stuck': 'E-mails are not going out',
};

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
      {data.warnings.map((warning) => (
        <Alert key={warning.name} type="warning" showIcon title={WARNING_TITLES[warning.name]} description={warning.message} />
      ))}
      <Typography.Text type="secondary">{lastBackupText(data.lastBackup, zone)}</Typography.Text>
    </Flex>
  );
}
