import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { decorativeIcon } from '@/components/decorative-icon';

/**
 * Shown when a route fails to render or its lazy chunk cannot be loaded (e.g. after a deploy).
 * Plain markup rather than antd's Result, which carries its status illustrations into the first download.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div className="status-panel" role="alert">
      <CloseCircleFilled className="status-panel-icon status-panel-icon-error" {...decorativeIcon} />
      <h1 className="status-panel-title">{t('pages.errorTitle')}</h1>
      <p>{detail ?? t('pages.errorText')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('pages.reload')}
      </Button>
    </div>
  );
}
