import { Alert, Spin, Typography } from 'antd';
import { useGetRidePackQuery } from '@/features/admin/api/ride-pack-api';
import { RidePackCard } from '@/components/ride-pack-card';
import { useGetBusinessQuery } from '@/lib/business-api';
import type { ServiceCode } from '@contracts/service-code.contract.js';
import { isRidePack } from '@domain/ride-packs.js';

/** One pack's balance and ledger, read when shown. */
function RidePackLedger({ code }: { code: ServiceCode }) {
  const { data: pack, isLoading, isError } = useGetRidePackQuery(code.id);
  const { data: business } = useGetBusinessQuery();
  if (isLoading) return <Spin description={`Loading ride pack ${code.code}...`} />;
  if (isError || !pack) return <Alert type="error" showIcon role="alert" title={`Could not load ride pack ${code.code}.`} />;
  return <RidePackCard pack={pack} timeZone={business?.timeZone} title="Ride pack" headingLevel={4} />;
}

/** The customer's ride packs (subscription codes with a number of rides): what each has left, and why. */
export function RidePacksSection({ codes }: { codes: ServiceCode[] }) {
  const packs = codes.filter((code) => isRidePack(code));
  if (packs.length === 0) return null;
  return (
    <section aria-label="Ride packs">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Ride packs
      </Typography.Title>
      {packs.map((code) => (
        <RidePackLedger key={code.id} code={code} />
      ))}
    </section>
  );
}
