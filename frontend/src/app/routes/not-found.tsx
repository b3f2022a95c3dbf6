import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('pages.notFoundTitle')}</h1>}
      subTitle={t('pages.notFoundText')}
      extra={
        <Button type="primary" onClick={() => navigate(paths.home)}>
          {t('pages.goHome')}
        </Button>
      }
    />
  );
}
