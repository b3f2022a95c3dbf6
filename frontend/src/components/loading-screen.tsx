import { Flex, Spin } from 'antd';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </Flex>
  );
}
