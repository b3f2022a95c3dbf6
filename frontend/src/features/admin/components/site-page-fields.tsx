import { Col, Form, Input, Typography } from 'antd';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { settingLabel } from '@/features/admin/settings-format';

const PAGES = [
  { key: 'about', path: '/about' },
  { key: 'privacy', path: '/privacy' },
  { key: 'terms', path: '/terms' },
] as const;

/**
 * The words of the footer's About, Privacy and Terms pages (`pages` of the settings); Contact and Services are built
 * from the other settings, and the cancellation policy is added under the terms by the site itself.
 */
export function SitePageFields() {
  return (
    <SettingsSection title="Site pages">
      <Col span={24}>
        <Typography.Paragraph type="secondary">
          Plain text; leave an empty line between paragraphs. Contact shows your phone, e-mail and hours, Services your prices, and Terms ends with the
          cancellation policy the site applies.
        </Typography.Paragraph>
      </Col>
      {PAGES.map(({ key, path }) => (
        <Col span={24} key={key}>
          <Form.Item label={settingLabel(`pages.${key}`)} name={['pages', key]} extra={<a href={path}>See the page</a>}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />
          </Form.Item>
        </Col>
      ))}
    </SettingsSection>
  );
}
