import { ProfileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { decorativeIcon } from '@/components/decorative-icon';
import { useBusinessToday } from '@/features/admin/use-business-today';

/** The query parameter that turns the dashboard into the day sheet of that business-local day ('YYYY-MM-DD'). */
export const DAY_SHEET_PARAM = 'day';

/** Opens today's day sheet: a page of the admin (/admin/dashboard?day=YYYY-MM-DD), so Back returns to the dashboard. */
export function DaySheetButton() {
  const today = useBusinessToday();
  const [, setParams] = useSearchParams();
  return (
    <Button icon={<ProfileOutlined {...decorativeIcon} />} onClick={() => setParams({ [DAY_SHEET_PARAM]: today })}>
      Day sheet
    </Button>
  );
}
