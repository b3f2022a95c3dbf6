import { Alert, Modal, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { errorStatusOf } from '@/features/admin/admin-errors';
import { useGetCustomerQuery } from '@/features/admin/api/admin-api';
import { CreateCustomCodeCard } from '@/features/admin/components/create-custom-code-card';
import { CreateSubscriptionCodeCard } from '@/features/admin/components/create-subscription-code-card';
import { CustomerDetailsSection } from '@/features/admin/components/customer-details-section';
import { RidePacksSection } from '@/features/admin/components/ride-packs-section';
import { ServiceCodesSection } from '@/features/admin/components/service-codes-section';
import { useFeedback } from '@/lib/feedback';

/** One customer's profile, open while `phone` is set: details and notes, service codes, ride packs, new codes. */
export function CustomerProfileModal({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  const { message } = useFeedback();
  const { data: customer, error, isLoading, isFetching } = useGetCustomerQuery(phone ?? '', { skip: !phone });
  const notFound = errorStatusOf(error) === 404;

  useEffect(() => {
    if (error) message.error(notFound ? 'Customer Not Found' : 'Failed to load customer data');
  }, [error, notFound, message]);

  return (
    <Modal
      open={phone !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      title={customer ? `Customer: ${customer.fullName}` : 'Customer profile'}
      destroyOnHidden
      data-testid="customer-profile"
    >
      {isLoading || (isFetching && !customer) ? (
        <Spin description="Loading customer..." />
      ) : error ? (
        <Alert type="error" showIcon role="alert" title={notFound ? 'Customer Not Found' : 'Failed to load customer data. Please try again.'} />
      ) : customer ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <CustomerDetailsSection customer={customer} />
          <ServiceCodesSection codes={customer.serviceCodes} />
          <RidePacksSection codes={customer.serviceCodes} />
          <CreateCustomCodeCard customer={customer} />
          <CreateSubscriptionCodeCard customer={customer} />
        </Space>
      ) : null}
    </Modal>
  );
}
