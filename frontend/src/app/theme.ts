import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  // A fixed key instead of one from React's useId: the CSS computed at build time (tools/antd-static-styles.ts), the
  // pages prerendered at build time (tools/app-pages.ts) and the browser's render then all name the same variables.
  cssVar: { key: 'css-var-app' },
  // No hash class in every selector (`:where(.css-1y106cm).ant-btn` becomes `.ant-btn`): one copy of Ant Design on
  // the page needs none, and a phone parses the build-time CSS before the first paint (~13% fewer bytes).
  hashed: false,
  token: {
    colorPrimary: '#1d4ed8',
    // Contrast of at least 4.5:1 on white (WCAG AA) for links and secondary text; antd's defaults are lighter.
    colorLink: '#1d4ed8',
    // Hovered primary buttons and links go darker, not lighter: antd's derived #4373e6 under white text is 4.3:1.
    colorPrimaryHover: '#1e40af',
    colorLinkHover: '#1e40af',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // A form's refusals (antd's #ff4d4f is 3.3:1 on white, under AA for their small text): Ant Design's red-7, 5.9:1.
    colorError: '#cf1322',
    borderRadius: 8,
    fontSize: 15,
  },
};
