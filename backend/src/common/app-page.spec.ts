import { appPageHtml } from './app-page.js';

const INDEX =
  '<div id="root"><header class="site-header boot-header"><span class="brand" data-business-name>Ogden Rides &amp; Deliveries</span></header></div>';

describe('appPageHtml', () => {
  it('puts the configured business name in the loading header', () => {
    expect(appPageHtml(INDEX, 'Wasatch Errands')).toBe(
      '<div id="root"><header class="site-header boot-header"><span class="brand" data-business-name>Wasatch Errands</span></header></div>',
    );
  });

  it('escapes the name, which is a setting and not markup', () => {
    expect(appPageHtml(INDEX, `Bob's <b>"Rides"</b> & Co`)).toContain('data-business-name>Bob&#39;s &#60;b&#62;&#34;Rides&#34;&#60;/b&#62; &#38; Co</span>');
  });

  it('leaves a page without the header as it is', () => {
    expect(appPageHtml('<div id="root"></div>', 'Wasatch Errands')).toBe('<div id="root"></div>');
  });
});
