import { Alert, Flex, Typography } from 'antd';
import type { MapsStatus } from '@contracts/maps-status.contract.js';
import { MAPS_FAILURE_TEXT } from '@domain/maps-incidents.js';
import { useGetMapsStatusQuery } from '@/features/admin/api/maps-api';
import { formatBusinessInstant } from '@/features/admin/settings-format';
import { useGetBusinessQuery } from '@/lib/business-api';

const PROVIDER_LABELS: Record<MapsStatus['provider'], string> = { offline: 'Offline estimate', google: 'Google Maps', osm: 'OpenStreetMap' };

/** 'Maps: OpenStreetMap, working. Quotes on an estimate today: 3.', and for Google ' Paid calls today: 1,204 of 2,000.' */
export function mapsStatusLine(status: MapsStatus): string {
  const count = `Quotes on an estimate today: ${status.estimatedQuotesToday}.`;
  if (status.state === 'offline') return 'Maps: offline (straight-line estimates, by configuration).';
  const paid = status.paidCallsPerDay === null ? '' : ` Paid calls today: ${formatCount(status.paidCallsToday)} of ${formatCount(status.paidCallsPerDay)}.`;
  return `Maps: ${PROVIDER_LABELS[status.provider]}, ${status.state === 'failing' ? 'not answering' : 'working'}. ${count}${paid}`;
}

/** The day's paid calls reached the owner's cap (a cap of 0 is the owner's choice of no paid calls, not news). */
export function paidCallsUsedUp(status: MapsStatus): boolean {
  return status.paidCallsPerDay !== null && status.paidCallsPerDay > 0 && status.paidCallsToday >= status.paidCallsPerDay;
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** 'Last error: May 20, 2026, 10:00 AM, not reachable, or failing (osm: /api request returned HTTP 500).' in the business zone. */
export function lastErrorText(lastError: MapsStatus['lastError'], zone?: string): string | null {
  if (!lastError) return null;
  return `Last error: ${formatBusinessInstant(lastError.at, zone)}, ${MAPS_FAILURE_TEXT[lastError.kind]} (${lastError.message}).`;
}

/**
 * The maps in force, above the dashboard: a banner when production runs without maps (every price a straight-line
 * estimate), while the provider is not answering or once the day's paid calls are used up, and one line with the
 * provider, the quotes answered on an estimate today, the day's paid calls and their cap, and its last error. Nothing while it cannot load, nor for the offline default outside production (development
 * and tests: no provider to watch, no set-up to ask for).
 */
export function MapsStatusPanel() {
  const { data } = useGetMapsStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = useGetBusinessQuery().data?.timeZone;
  if (!data || (data.state === 'offline' && !data.setupNeeded)) return null;
  const lastError = lastErrorText(data.lastError, zone);
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }} data-testid="maps-status">
      {data.setupNeeded && (
        <Alert
          type="warning"
          showIcon
          title="Prices use straight-line estimates: set up maps"
          description="No maps provider is configured, so a street address counts as its town's ZIP centre and in-town rides may be priced wrong. Whoever looks after the site's server can connect Google Maps or OpenStreetMap (the deploy guide, “Maps”)."
        />
      )}
      {paidCallsUsedUp(data) && (
        <Alert
          type="warning"
          showIcon
          title="Today's paid map calls are used up: prices are estimates"
          description={`The site made the ${formatCount(data.paidCallsPerDay ?? 0)} paid ${PROVIDER_LABELS[data.provider]} calls your settings allow a day. Until the day ends, address suggestions come from those already looked up and distances are straight-line estimates; bookings made meanwhile are marked "Distance estimated". Raise "Paid map calls a day" in Settings if this is your customers.`}
        />
      )}
      {data.state === 'failing' && data.failingSince && (
        <Alert
          type="error"
          showIcon
          title="Maps are not answering: prices are estimates"
          description={`${PROVIDER_LABELS[data.provider]} has failed since ${formatBusinessInstant(data.failingSince, zone)}. Quotes and bookings go on with straight-line estimates; bookings made meanwhile are marked "Distance estimated".`}
        />
      )}
      <Typography.Text type="secondary">
        {mapsStatusLine(data)}
        {lastError && ` ${lastError}`}
      </Typography.Text>
    </Flex>
  );
}
