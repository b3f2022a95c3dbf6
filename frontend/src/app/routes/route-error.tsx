import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails to render or its lazy chunk cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle={detail ?? 'Please reload the page and try again.'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
