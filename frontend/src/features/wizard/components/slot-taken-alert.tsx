import { Alert } from 'antd';

/** The chosen time went while the customer was on the quote or the booking form; useSlotRecheck takes them back. */
export function SlotTakenAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      title="Time Not Available"
      description="This time is no longer available. Taking you back to choose another time..."
      style={{ marginBottom: 16 }}
      role="alert"
    />
  );
}
