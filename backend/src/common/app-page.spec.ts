import { appPageHtml, appPageNameOf, paragraphsFirstPaintHtml } from './app-page.js';

const INDEX =
  '<div id="root"><header class="site-header boot-header"><span class="brand" data-business-name>Ogden Rides &amp; Deliveries</span></header></div>';

const BASE = 'https://rides.example';

describe('appPageHtml', () => {
  it("makes the page's own addresses absolute with the public address, without a doubled slash", () => {
    const head = '<link rel="alternate" hreflang="es" href="%PUBLIC_URL%/es/" /><link rel="alternate" hreflang="en" href="%PUBLIC_URL%/" />';
    const expected =
      '<link rel="alternate" hreflang="es" href="https://rides.example/es/" /><link rel="alternate" hreflang="en" href="https://rides.example/" />';
    expect(appPageHtml(head, 'Wasatch Errands', BASE)).toBe(expected);
    expect(appPageHtml(head, 'Wasatch Errands', `${BASE}/`)).toBe(expected);
  });

  it('puts the configured business name in the loading header', () => {
    expect(appPageHtml(INDEX, 'Wasatch Errands', BASE)).toBe(
      '<div id="root"><header class="site-header boot-header"><span class="brand" data-business-name>Wasatch Errands</span></header></div>',
    );
  });

  it('escapes the name, which is a setting and not markup', () => {
    expect(appPageHtml(INDEX, `Bob's <b>"Rides"</b> & Co`, BASE)).toContain(
      'data-business-name>Bob&#39;s &#60;b&#62;&#34;Rides&#34;&#60;/b&#62; &#38; Co</span>',
    );
  });

  it('names the business in the meta tag the first render reads and everywhere a prerendered page holds the token', () => {
    const page =
      '<meta name="application-name" content="Ogden Rides &amp; Deliveries" /><a class="brand" aria-label="%BUSINESS_NAME% home">%BUSINESS_NAME%</a><p>© 2026 %BUSINESS_NAME%.</p>';
    expect(appPageHtml(page, `Bob's "Rides" & Co`, BASE)).toBe(
      '<meta name="application-name" content="Bob&#39;s &#34;Rides&#34; &#38; Co" /><a class="brand" aria-label="Bob&#39;s &#34;Rides&#34; &#38; Co home">Bob&#39;s &#34;Rides&#34; &#38; Co</a><p>© 2026 Bob&#39;s &#34;Rides&#34; &#38; Co.</p>',
    );
  });

  it('takes a replacement pattern in the name literally', () => {
    expect(appPageHtml('<p>%BUSINESS_NAME%</p>', "$& $' Rides", BASE)).toBe('<p>$&#38; $&#39; Rides</p>');
  });

  it('leaves a page without the header as it is', () => {
    expect(appPageHtml('<div id="root"></div>', 'Wasatch Errands', BASE)).toBe('<div id="root"></div>');
  });
});

describe('appPageNameOf', () => {
  it.each([
    ['/', 'home'],
    ['/auth', 'auth'],
    ['/checkout', 'checkout'],
    ['/admin/dashboard', 'admin'],
    ['/manage/abc123', 'manage'],
    ['/auth/', 'auth'],
  ])('serves %s with the page %s', (path, page) => {
    expect(appPageNameOf(path)).toBe(page);
  });

  it.each(['/home', '/..', '/%2e%2e/secret', '//auth', '/Auth'])('has no page of its own for %s (index.html answers)', (path) => {
    expect(appPageNameOf(path)).toBeNull();
  });
});

describe(paragraphsFirstPaintHtml.name, () => {
  it("gives each paragraph its own, escaped: the words are the owner's", () => {
    expect(paragraphsFirstPaintHtml(['We drive.', 'Fees: <b>$5</b> & "more"'])).toBe(
      '<section class="boot-summary"><p>We drive.</p><p>Fees: &#60;b&#62;$5&#60;/b&#62; &#38; &#34;more&#34;</p></section>',
    );
  });
});
