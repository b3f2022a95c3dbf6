import { WEEKDAY_NAMES } from '@domain/availability/availability-settings.js';
import { Checkbox, Col, Flex, Form, Input } from 'antd';

interface DayHoursValue {
  start: string;
  end: string;
}

/** One weekday: open or closed, and when open from when (the first hold may begin) to when (every job ends). */
function DayHoursInput({
  weekday,
  reopenWith,
  value,
  onChange,
}: {
  weekday: string;
  /** the hours a reopened day starts from: another open day's */
  reopenWith: DayHoursValue;
  value?: DayHoursValue | null;
  onChange?: (next: DayHoursValue | null) => void;
}) {
  const open = value !== null && value !== undefined;
  return (
    <Flex wrap gap="small" align="center">
      <Checkbox checked={open} onChange={(event) => onChange?.(event.target.checked ? { ...reopenWith } : null)}>
        Open on {weekday}
      </Checkbox>
      <Input
        type="time"
        aria-label={`${weekday} opens`}
        disabled={!open}
        value={value?.start ?? ''}
        onChange={(event) => value && onChange?.({ ...value, start: event.target.value })}
        style={{ width: 130 }}
      />
      <Input
        type="time"
        aria-label={`${weekday} closes`}
        disabled={!open}
        value={value?.end ?? ''}
        onChange={(event) => value && onChange?.({ ...value, end: event.target.value })}
        style={{ width: 130 }}
      />
    </Flex>
  );
}

/** The week's working hours (`schedule.weeklyHours`, Sunday first; null = closed), one row per weekday. */
export function WeeklyHoursField() {
  const week = Form.useWatch(['schedule', 'weeklyHours']) as (DayHoursValue | null)[] | undefined;
  // A day opened again takes the hours of an open day (the server refuses a week with none open).
  const reopenWith = week?.find((hours): hours is DayHoursValue => hours !== null && hours !== undefined) ?? { start: '', end: '' };
  return (
    <Col span={24}>
      <ul className="admin-plain-list" aria-label="Working hours">
        {WEEKDAY_NAMES.map((weekday, index) => (
          <li key={weekday}>
            <Form.Item name={['schedule', 'weeklyHours', index]} style={{ marginBottom: 8 }}>
              <DayHoursInput weekday={weekday} reopenWith={reopenWith} />
            </Form.Item>
          </li>
        ))}
      </ul>
    </Col>
  );
}
