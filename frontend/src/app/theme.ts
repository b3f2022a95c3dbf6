import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
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
    borderRadius: 8,
    fontSize: 15,
  },
};
