import { Alert, Button, Card, Descriptions, Form, Input, Modal, Select, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { errorStatusOf, refusalMessageOr } from '@/features/admin/admin-errors';
import {
  SUBSCRIPTION_PLAN_TYPES,
  useCreateCustomCodeMutation,
  useCreatePlanCodeMutation,
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useToggleServiceCodeMutation,
  useUpdateCustomerMutation,
  useUpdateServiceCodeMutation,
  type CustomerProfile,
  type DiscountType,
  type ServiceCode,
  type SubscriptionPlanType,
} from '@/features/admin/api/admin-api';
import {
  CUSTOM_CODE_DEFAULTS,
  customCodeRequest,
  describeDiscount,
  describeUsage,
  editCodeRequest,
  type CustomCodeFormValues,
  type EditCodeFormValues,
} from '@/features/admin/service-code-rules';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { formatDay } from '@/lib/dayjs';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { useFeedback } from '@/lib/feedback';

const UPDATE_CUSTOMER_FAILED = 'Failed to update customer information';
const UPDATE_CODE_FAILED = 'Failed to update service code';

const PLAN_LABELS: Record<SubscriptionPlanType, string> = {
  monthly: 'Monthly',
  '3months': '3 months',
  '6months': '6 months',
  yearly: 'Yearly',
  '10rides': '10 rides',
  '20rides': '20 rides',
};
const DISCOUNT_TYPE_OPTIONS: { value: DiscountType; label: string }[] = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount ($)' },
  { value: 'subscription', label: 'Subscription' },
];

/** After a thrown create, the code may exist anyway: re-read the customer and look (spec point 8). */
function useCodeExists(phone: string) {
  const [readCustomer] = useLazyGetCustomerQuery();
  return async (code: string | undefined): Promise<boolean> => {
    if (!code) return false;
    try {
      const customer = await readCustomer(phone, false).unwrap();
      return customer.serviceCodes.some((c) => c.code === code);
    } catch {
      return false;
    }
  };
}

function CustomerDetails({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [updateCustomer, { isLoading }] = useUpdateCustomerMutation();
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(customer.notes);

  useEffect(() => setNotes(customer.notes), [customer.notes]);

  const saveNotes = async () => {
    if (notes === customer.notes) return;
    try {
      await updateCustomer({ phone: customer.phone, changes: { notes } }).unwrap();
      message.success('Notes saved');
    } catch {
      message.error(UPDATE_CUSTOMER_FAILED);
    }
  };

  const onFinish = async (values: { fullName: string; email: string; businessName?: string }) => {
    try {
      await updateCustomer({ phone: customer.phone, changes: { fullName: values.fullName.trim(), email: values.email.trim(), businessName: values.businessName?.trim() || null } }).unwrap();
      message.success('Customer updated');
      setEditing(false);
    } catch (error) {
      message.error(errorStatusOf(error) === 400 ? `${UPDATE_CUSTOMER_FAILED}: ${refusalMessageOr(error, '')}` : UPDATE_CUSTOMER_FAILED);
    }
  };

  return (
    <>
      {editing ? (
        <Form layout="vertical" onFinish={onFinish} initialValues={{ fullName: customer.fullName, email: customer.email, businessName: customer.businessName ?? '' }}>
          <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Full name is required' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Invalid email address' }]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Business name" name="businessName">
            <Input autoComplete="off" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Save Customer
            </Button>
            <Button onClick={() => setEditing(false)}>Discard</Button>
          </Space>
        </Form>
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} data-testid="customer-facts">
            <Descriptions.Item label="Name">{customer.fullName}</Descriptions.Item>
            <Descriptions.Item label="Business">{customer.businessName || '—'}</Descriptions.Item>
            <Descriptions.Item label="Email">
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Trips">{customer.tripCount}</Descriptions.Item>
            <Descriptions.Item label="Total spent">{formatUsd(dollarsToCents(customer.totalSpent))}</Descriptions.Item>
          </Descriptions>
          <Button style={{ marginTop: 8 }} onClick={() => setEditing(true)}>
            Edit Customer
          </Button>
        </>
      )}
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label="Notes" extra="Saved when you leave the field." htmlFor="customer-notes">
          <Input.TextArea id="customer-notes" rows={3} value={notes} maxLength={5000} onChange={(event) => setNotes(event.target.value)} onBlur={saveNotes} />
        </Form.Item>
      </Form>
    </>
  );
}

function EditCodeModal({ code, onClose }: { code: ServiceCode | null; onClose: () => void }) {
  const { message } = useFeedback();
  const [updateCode, { isLoading }] = useUpdateServiceCodeMutation();

  const onFinish = async (values: EditCodeFormValues) => {
    if (!code) return;
    try {
      await updateCode({ id: code.id, changes: editCodeRequest(values) }).unwrap();
      message.success('Service code updated');
      onClose();
    } catch {
      message.error(UPDATE_CODE_FAILED);
    }
  };

  return (
    <Modal open={code !== null} onCancel={onClose} footer={null} title={code ? `Edit code ${code.code}` : 'Edit code'} destroyOnHidden>
      {code && (
        <Form<EditCodeFormValues>
          layout="vertical"
          onFinish={onFinish}
          initialValues={{
            description: code.description,
            discountType: code.discountType,
            discountValue: String(code.discountValue),
            usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
            expiresOn: code.expiresAt ? code.expiresAt.slice(0, 10) : '',
          }}
        >
          <Form.Item label="Description" name="description">
            <Input />
          </Form.Item>
          <Form.Item label="Discount type" name="discountType">
            <Select options={DISCOUNT_TYPE_OPTIONS} aria-label="Discount type" />
          </Form.Item>
          <Form.Item label="Discount value" name="discountValue">
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item label="Usage limit" name="usageLimit" extra="Leave empty for unlimited use.">
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Expiration date" name="expiresOn" extra="Leave empty for no expiration.">
            <Input type="date" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Save Code
            </Button>
            <Button onClick={onClose}>Discard</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}

function ServiceCodesList({ codes }: { codes: ServiceCode[] }) {
  const { message } = useFeedback();
  const [toggleCode] = useToggleServiceCodeMutation();
  const [editing, setEditing] = useState<ServiceCode | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const { copy, copiedKey } = useClipboardCopy();

  const onToggle = async (code: ServiceCode) => {
    setToggling(code.id);
    try {
      const { serviceCode } = await toggleCode(code.id).unwrap();
      message.success(`Code ${serviceCode.code} ${serviceCode.isActive ? 'activated' : 'deactivated'}`);
    } catch {
      message.error(UPDATE_CODE_FAILED);
    } finally {
      setToggling(null);
    }
  };

  const onCopy = async (code: ServiceCode) => {
    if (!(await copy(code.code, code.id))) message.error('Could not copy the code. Select it and copy it by hand.');
  };

  const columns: TableColumnsType<ServiceCode> = [
    { title: 'Code', dataIndex: 'code', key: 'code', width: 150, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: 'Description', dataIndex: 'description', key: 'description', width: 160 },
    { title: 'Discount', key: 'discount', width: 120, render: (_value, code) => describeDiscount(code) },
    { title: 'Usage', key: 'usage', width: 140, render: (_value, code) => describeUsage(code) },
    { title: 'Expires', dataIndex: 'expiresAt', key: 'expires', width: 120, render: (value: string | null) => (value ? formatDay(value.slice(0, 10)) : 'Never') },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'status',
      width: 100,
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 260,
      render: (_value, code) => (
        <Space wrap>
          <Button size="small" onClick={() => onCopy(code)} aria-label={`Copy code ${code.code}`}>
            {copiedKey === code.id ? 'Copied!' : 'Copy'}
          </Button>
          <Button size="small" onClick={() => setEditing(code)} aria-label={`Edit code ${code.code}`}>
            Edit
          </Button>
          <Button size="small" loading={toggling === code.id} onClick={() => onToggle(code)} aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} code ${code.code}`}>
            {code.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<ServiceCode>
        data-testid="service-codes-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={codes}
        pagination={false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: 'No service codes yet' }}
      />
      <EditCodeModal code={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function CreateSubscriptionCode({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [createPlanCode, { isLoading }] = useCreatePlanCodeMutation();
  const codeExists = useCodeExists(customer.phone);
  const [form] = Form.useForm<{ type?: SubscriptionPlanType; customCode?: string }>();

  const onFinish = async (values: { type?: SubscriptionPlanType; customCode?: string }) => {
    if (!values.type) {
      message.error('Please select a subscription plan type');
      return;
    }
    const customCode = values.customCode?.trim() || undefined;
    try {
      const { serviceCode } = await createPlanCode({ customerEmail: customer.email, customerPhone: customer.phone, type: values.type, customCode }).unwrap();
      message.success(`Subscription code ${serviceCode.code} created`);
      form.resetFields();
    } catch (error) {
      if (errorStatusOf(error) !== 409 && (await codeExists(customCode))) {
        message.success(`Subscription code ${customCode} created`);
        form.resetFields();
        return;
      }
      message.error(errorStatusOf(error) === 409 ? refusalMessageOr(error, 'Failed to create subscription code') : 'Failed to create subscription code');
    }
  };

  return (
    <Card size="small" title="Create subscription code">
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item label="Plan type" name="type" rules={[{ required: true, message: 'Please select a subscription plan type' }]}>
          <Select aria-label="Plan type" placeholder="Select a plan" options={SUBSCRIPTION_PLAN_TYPES.map((value) => ({ value, label: PLAN_LABELS[value] }))} />
        </Form.Item>
        <Form.Item label="Code (optional)" name="customCode" extra="Leave empty to generate one.">
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create Subscription Code
        </Button>
      </Form>
    </Card>
  );
}

function CreateCustomCode({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [createCustomCode, { isLoading }] = useCreateCustomCodeMutation();
  const codeExists = useCodeExists(customer.phone);
  const [form] = Form.useForm<CustomCodeFormValues>();

  const onFinish = async (values: CustomCodeFormValues) => {
    const request = customCodeRequest(values, customer);
    if (!request.code) {
      message.error('Please enter a code');
      return;
    }
    try {
      const { serviceCode } = await createCustomCode(request).unwrap();
      message.success(`Code ${serviceCode.code} created`);
      form.resetFields();
    } catch (error) {
      if (errorStatusOf(error) !== 409 && (await codeExists(request.code))) {
        message.success(`Code ${request.code} created`);
        form.resetFields();
        return;
      }
      const status = errorStatusOf(error);
      message.error(status === 409 || status === 400 ? refusalMessageOr(error, 'Failed to create custom code') : 'Failed to create custom code');
    }
  };

  return (
    <Card size="small" title="Create custom code">
      <Form<CustomCodeFormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          description: CUSTOM_CODE_DEFAULTS.description,
          discountType: CUSTOM_CODE_DEFAULTS.discountType,
          discountValue: String(CUSTOM_CODE_DEFAULTS.discountValue),
          usageLimit: String(CUSTOM_CODE_DEFAULTS.usageLimit),
        }}
      >
        <Form.Item label="Code" name="code" rules={[{ required: true, whitespace: true, message: 'Please enter a code' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input autoComplete="off" />
        </Form.Item>
        <Space wrap>
          <Form.Item label="Discount type" name="discountType">
            <Select aria-label="Discount type" options={DISCOUNT_TYPE_OPTIONS} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="Discount value" name="discountValue">
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="Usage limit" name="usageLimit">
            <Input inputMode="numeric" style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Create Custom Code
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export function CustomerProfileModal({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  const { message } = useFeedback();
  const { data: customer, error, isLoading, isFetching } = useGetCustomerQuery(phone ?? '', { skip: !phone });
  const notFound = errorStatusOf(error) === 404;

  useEffect(() => {
    if (error) message.error(notFound ? 'Customer Not Found' : 'Failed to load customer data');
  }, [error, notFound, message]);

  return (
    <Modal open={phone !== null} onCancel={onClose} footer={null} width={900} title={customer ? `Customer: ${customer.fullName}` : 'Customer profile'} destroyOnHidden data-testid="customer-profile">
      {isLoading || (isFetching && !customer) ? (
        <Spin description="Loading customer..." />
      ) : error ? (
        <Alert type="error" showIcon role="alert" title={notFound ? 'Customer Not Found' : 'Failed to load customer data. Please try again.'} />
      ) : customer ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <CustomerDetails customer={customer} />
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Service codes
            </Typography.Title>
            <ServiceCodesList codes={customer.serviceCodes} />
          </div>
          <CreateCustomCode customer={customer} />
          <CreateSubscriptionCode customer={customer} />
        </Space>
      ) : null}
    </Modal>
  );
}
