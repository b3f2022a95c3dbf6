import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/auth-api';
import { decorativeIcon } from '@/components/decorative-icon';
import { useFeedback } from '@/lib/feedback';

export function LogoutButton() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [logout, { isLoading }] = useLogoutMutation();

  const onClick = async () => {
    try {
      await logout().unwrap();
      navigate(paths.auth);
    } catch {
      message.error('Please try again.');
    }
  };

  return (
    <Button icon={<LogoutOutlined {...decorativeIcon} />} onClick={onClick} loading={isLoading}>
      Logout
    </Button>
  );
}
