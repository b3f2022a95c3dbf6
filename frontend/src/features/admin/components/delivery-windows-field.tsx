import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Typography, type InputRef } from 'antd';
import { useRef } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';

const NAME = ['schedule', 'deliveryWindows'];

/**
 * The delivery windows ('HH:MM' start, inclusive, to end, exclusive, in the business's zone): rows the owner
 * adds and removes. A new row takes the focus; removing one hands it to the add button, so a keyboard user
 * never loses their place.
 */
export function DeliveryWindowsField() {
  const focusRow = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusWhenNew = (index: number) => (input: InputRef | null) => {
    if (input && focusRow.current === index) {
      focusRow.current = null;
      input.focus();
    }
  };

  return (
    <Col span={24}>
      <Form.List name={NAME}>
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 ? (
              <Typography.Paragraph type="secondary">No delivery windows: deliveries cannot be booked.</Typography.Paragraph>
            ) : (
              <ul className="admin-plain-list" aria-label="Delivery windows">
                {rows.map((row, index) => (
                  <li key={row.key}>
                    <Flex wrap gap="small" align="end">
                      <Form.Item
                        label={`Window ${index + 1} starts`}
                        name={[row.name, 'start']}
                        rules={[{ required: true, message: 'Please enter a start time' }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input type="time" ref={focusWhenNew(index)} />
                      </Form.Item>
                      <Form.Item
                        label={`Window ${index + 1} ends`}
                        name={[row.name, 'end']}
                        rules={[{ required: true, message: 'Please enter an end time' }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input type="time" />
                      </Form.Item>
                      <Button
                        danger
                        icon={<DeleteOutlined {...decorativeIcon} />}
                        aria-label={`Remove delivery window ${index + 1}`}
                        style={{ marginBottom: 8 }}
                        onClick={() => {
                          remove(row.name);
                          addButton.current?.focus();
                        }}
                      >
                        Remove
                      </Button>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
            <Button
              ref={addButton}
              icon={<PlusOutlined {...decorativeIcon} />}
              style={{ marginBottom: 16 }}
              onClick={() => {
                focusRow.current = rows.length;
                add({ start: '', end: '' });
              }}
            >
              Add a delivery window
            </Button>
          </>
        )}
      </Form.List>
    </Col>
  );
}
