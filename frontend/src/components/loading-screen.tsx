import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" description={label ?? t('pages.loading')} />
    </Flex>
  );
}
