import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_MODULES_META, chunkWithImports, HOME_ALTERNATES, pageHtml, scriptsOf } from './app-pages';

const INDEX = `<!doctype html><html lang="en"><head>
    <meta name="description" content="Instant quotes" />
    <title>Schedule a Ride</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root">
      <header class="site-header boot-header"><span class="brand" data-business-name>Ogden Rides</span></header>
      <main class="site-main"><p class="boot-status" role="status">Loading the booking form…</p></main>
    </div>
    <noscript><p>Needs JavaScript</p></noscript>
  </body></html>`;

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = []): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports } as unknown as Rolldown.OutputChunk;
}

/** A page prerendered in English, as src/app/prerender.tsx answers. */
const english = { html: '<main>Schedule Now</main>', language: 'en' as const, title: 'Schedule a Ride', description: 'Instant quotes' };

describe('app pages', () => {
  const bundle = {
    'assets/checkout-x.js': chunk('assets/checkout-x.js', '/repo/frontend/src/app/routes/checkout.tsx', ['assets/vendor-react-b.js', 'assets/form-y.js']),
    'assets/form-y.js': chunk('assets/form-y.js', null, ['assets/vendor-react-b.js', 'assets/input-z.js']),
    'assets/input-z.js': chunk('assets/input-z.js', null, ['assets/form-y.js']),
    'assets/vendor-react-b.js': chunk('assets/vendor-react-b.js', null),
    'assets/index-c.css': { type: 'asset', fileName: 'assets/index-c.css' } as unknown as Rolldown.OutputAsset,
  };

  it("lists a route's chunk and everything it imports, once each, even through import cycles", () => {
    expect(chunkWithImports(bundle, '/repo/frontend/src/app/routes/checkout.tsx')).toEqual([
      'assets/checkout-x.js',
      'assets/vendor-react-b.js',
      'assets/form-y.js',
      'assets/input-z.js',
    ]);
  });

  it('refuses a route that has no chunk of its own (it would load with the entry)', () => {
    expect(() => chunkWithImports(bundle, '/repo/frontend/src/app/routes/auth.tsx')).toThrow(/no chunk of its own/i);
  });

  it('reads the scripts index.html already loads', () => {
    expect(scriptsOf(INDEX)).toEqual(['/assets/index-a.js', '/assets/vendor-react-b.js']);
  });

  /** The modules the page names for src/boot.ts to preload once painted. */
  const namedModules = (html: string) => /<meta name="app-modules" content="([^"]*)" \/>/.exec(html)?.[1].split(' ') ?? [];

  it('names only what index.html does not already load, for after the first paint, and keeps the loading header', () => {
    const html = pageHtml(INDEX, ['assets/checkout-x.js', 'assets/vendor-react-b.js', 'assets/form-y.js']);
    expect(APP_MODULES_META).toBe('app-modules');
    expect(namedModules(html)).toEqual(['/assets/checkout-x.js', '/assets/form-y.js']);
    expect(html.indexOf('name="app-modules"')).toBeLessThan(html.indexOf('</head>'));
    // Nothing more is fetched before the first paint than index.html already fetches.
    expect(scriptsOf(html)).toEqual(scriptsOf(INDEX));
    expect(html).toContain('<div id="root">\n      <header class="site-header boot-header">');
  });

  it('puts the prerendered markup in #root, marked with its path, beside the named modules', () => {
    const html = pageHtml(INDEX, ['assets/auth-x.js'], { ...english, path: '/auth', html: '<main>Admin Login $& $1</main>' });
    expect(html).toContain('<div id="root" data-prerendered="/auth"><main>Admin Login $& $1</main></div>\n    <noscript>');
    expect(html).not.toContain('boot-status');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(scriptsOf(html)).toEqual(scriptsOf(INDEX));
    expect(namedModules(html)).toEqual(['/assets/auth-x.js']);
  });

  it('gives a page prerendered in Spanish its language, title and description from the first byte, escaped', () => {
    const html = pageHtml(INDEX, [], {
      path: '/es/',
      html: '<main>Reservar ahora</main>',
      language: 'es',
      title: 'Reserve & viaje',
      description: 'Cotización "al instante"',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Reserve &#38; viaje</title>');
    expect(html).toContain('<meta name="description" content="Cotización &#34;al instante&#34;" />');
    expect(html).toContain('<div id="root" data-prerendered="/es/"><main>Reservar ahora</main></div>');
  });

  it('names the page in each language (hreflang) in the head, for the server to make absolute', () => {
    const html = pageHtml(INDEX, [], { ...english, path: '/' }, { alternates: HOME_ALTERNATES });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="%PUBLIC_URL%/" />');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="%PUBLIC_URL%/es/" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="%PUBLIC_URL%/" />');
    expect(html).toContain('<html lang="en">');
    expect(pageHtml(INDEX, [])).not.toContain('hreflang');
  });

  it('names nothing when the page needs no more than index.html loads', () => {
    expect(pageHtml(INDEX, [])).not.toContain('app-modules');
  });
});
