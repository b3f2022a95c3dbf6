import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={
        <Button type="primary" onClick={() => navigate(paths.home)}>
          Go home
        </Button>
      }
    />
  );
}
