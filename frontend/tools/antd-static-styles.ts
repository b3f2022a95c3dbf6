// Ant Design's CSS for the public pages, computed once at build time instead of in every visitor's browser.
//
// Why: Ant Design writes each component's CSS in the browser the first time the component renders (CSS-in-JS). On a
// mid-range phone that style work was most of the first screen's main-thread time (about 170 kB of CSS generated on
// '/'; docs/performance.md). The build renders one of each component the public pages use, on the server with the
// app's theme, and extracts their CSS together with the cache map Ant Design reads when it starts
// (`.data-ant-cssinjs-cache-path`): a component found in the map skips its style work in the browser and uses the
// file's rules. A component left out (the owner's tables, tabs and statistics, which only the admin loads) still gets
// its CSS at run time, so nothing is ever unstyled; it is only slower.
//
// vite.config.ts serves the result as the virtual module `virtual:antd-styles.css`, which main.tsx imports first.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { ThemeConfig } from 'antd';
import { createElement as h, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const { Col, ConfigProvider, Form, Input, Layout, Radio, Row, Typography } = antd;

/** One element per component the public pages use, by the name the app imports it under from 'antd'. */
export const STATIC_STYLE_CATALOGUE: Record<string, () => ReactElement> = {
  Alert: () => h(antd.Alert, { title: 'a' }),
  AutoComplete: () => h(antd.AutoComplete),
  Button: () => h(antd.Button, null, 'a'),
  Card: () => h(antd.Card, null, 'a'),
  Checkbox: () => h(antd.Checkbox),
  Col: () => h(Row, null, h(Col, { span: 12 })),
  DatePicker: () => h(antd.DatePicker),
  Descriptions: () => h(antd.Descriptions, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  Empty: () => h(antd.Empty),
  Flex: () => h(antd.Flex),
  Form: () => h(Form, null, h(Form.Item, { label: 'a' }, h(Input))),
  Input: () => h(Fragment, null, h(Input), h(Input.Password), h(Input.Search), h(Input.TextArea)),
  InputNumber: () => h(antd.InputNumber),
  Layout: () => h(Layout, null, h(Layout.Header), h(Layout.Content), h(Layout.Footer)),
  Modal: () => h(antd.Modal, { open: false }),
  Radio: () => h(Radio.Group, { options: ['a'] }),
  Result: () => h(antd.Result),
  Row: () => h(Row),
  Select: () => h(antd.Select),
  Space: () => h(antd.Space, null, 'a'),
  Spin: () => h(antd.Spin),
  Steps: () => h(antd.Steps, { items: [{ title: 'a' }] }),
  Tag: () => h(antd.Tag, null, 'a'),
  Typography: () => h(Fragment, null, h(Typography.Title), h(Typography.Text), h(Typography.Paragraph)),
};

/**
 * Imported from 'antd' but left to run time: admin-only components (their CSS would only slow '/'), toasts (their
 * styles register only once a toast shows), and helpers without CSS of their own.
 */
export const RUNTIME_STYLE_COMPONENTS = [
  'ConfigProvider',
  'Grid',
  'List',
  'Pagination',
  'Popconfirm',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'message',
  'theme',
];

/** The catalogue's CSS with `theme`, as plain text. */
export function antdStaticStyles(theme: ThemeConfig): string {
  const cache = createCache();
  const catalogue = Object.entries(STATIC_STYLE_CATALOGUE).map(([name, element]) => h(Fragment, { key: name }, element()));
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, catalogue)));
  // With the theme's and the components' CSS variables the rules read (under the theme's fixed `cssVar.key`,
  // src/app/theme.ts): a page prerendered at build time is drawn right before any script has run; without them its
  // buttons changed size once the scripts ran (Lighthouse's layout shift).
  return extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
}
