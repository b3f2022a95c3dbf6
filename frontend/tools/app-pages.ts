// One HTML page per public route, written by the build next to index.html (dist/pages/<page>.html).
//
// Why: every page but '/' is an on-demand chunk. With index.html alone, a phone on slow 4G learned that it needs the
// checkout's or the login's chunk only once the main bundle had downloaded and run: one more round trip before the
// page could show (LCP 4.2-4.7 s in Lighthouse's mobile preset; docs/performance.md). Each page here names its
// route's chunk and the chunks it imports, and src/boot.ts preloads them with the app once the page has painted. '/'
// and '/auth' are also prerendered (src/app/prerender.tsx): the page already holds their first screen, which main.tsx
// hydrates once the scripts are in.
//
// The server picks the page by the path's first segment (backend/src/common/app-page.ts); a path without a page
// of its own gets index.html, which still works for every route.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender';

export interface AppPage {
  /** The file name in dist/pages (without .html): the first segment of the paths it serves, 'home' for '/'. */
  page: string;
  /** The module whose chunk (and its imports) the page preloads once painted: its route's, or the app's for '/'. */
  routeSource?: string;
  /** The path rendered into the page at build time; other pages show the loading header. */
  prerenderPath?: string;
  /** The page exists in each language at its own address: it names them all (hreflang), for search engines. */
  inEachLanguage?: boolean;
}

/**
 * The home page's address in each language. The server puts its public address in place of %PUBLIC_URL%
 * (backend/src/common/app-page.ts): alternates must be absolute.
 */
export const HOME_ALTERNATES = `<link rel="alternate" hreflang="en" href="%PUBLIC_URL%/" />
    <link rel="alternate" hreflang="es" href="%PUBLIC_URL%/es/" />
    <link rel="alternate" hreflang="x-default" href="%PUBLIC_URL%/" />`;

export const APP_PAGES: AppPage[] = [
  { page: 'home', prerenderPath: '/', routeSource: 'src/main.tsx', inEachLanguage: true },
  // '/es/' (the server picks a page by the path's first segment).
  { page: 'es', prerenderPath: '/es/', routeSource: 'src/main.tsx', inEachLanguage: true },
  { page: 'auth', prerenderPath: '/auth', routeSource: 'src/app/routes/auth.tsx' },
  { page: 'checkout', routeSource: 'src/app/routes/checkout.tsx' },
  { page: 'confirmation', routeSource: 'src/app/routes/confirmation.tsx' },
  { page: 'manage', routeSource: 'src/app/routes/manage.tsx' },
  { page: 'find-booking', prerenderPath: '/find-booking', routeSource: 'src/app/routes/find-booking.tsx' },
  { page: 'admin', routeSource: 'src/app/routes/admin.tsx' },
  ...['about', 'contact', 'services', 'privacy', 'terms'].map((page) => ({ page, routeSource: 'src/app/routes/site-page.tsx' })),
];

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The chunk built from `sourceFile` (an absolute path) and every chunk it imports statically, transitively. */
export function chunkWithImports(bundle: Bundle, sourceFile: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId !== null && resolve(chunk.facadeModuleId) === resolve(sourceFile));
  if (!root) throw new Error(`No chunk of its own for ${sourceFile}: it must stay behind a dynamic import`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(root.fileName);
  return files;
}

/** Script files index.html already runs or preloads (its entry and module preloads), as '/assets/…' URLs. */
export function scriptsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]);
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;

/** The meta tag naming the page's modules; src/boot.ts preloads them once the page has painted. */
export const APP_MODULES_META = 'app-modules';

/**
 * index.html naming `preloadFiles` (those it does not load already) for src/boot.ts to preload after the first paint,
 * and, given a prerender, with that markup in `#root`.
 *
 * Not as `<link rel="modulepreload">` in the head: the page is drawn from its markup and the stylesheet alone, and
 * preloaded scripts shared slow 4G with that render-blocking stylesheet, holding back the first paint (Lighthouse's
 * FCP on the checkout 2.6 s with them in the head, 1.1 s once they wait for the paint; docs/performance.md).
 */
export function pageHtml(
  indexHtml: string,
  preloadFiles: string[],
  prerendered?: PrerenderedPage & { path: string },
  options: { alternates?: string } = {},
): string {
  const known = new Set(scriptsOf(indexHtml));
  const modules = preloadFiles.map((file) => `/${file}`).filter((url) => !known.has(url));
  let html = modules.length ? indexHtml.replace('</head>', `  <meta name="${APP_MODULES_META}" content="${modules.join(' ')}" />\n  </head>`) : indexHtml;
  if (options.alternates) html = html.replace('</head>', () => `  ${options.alternates}\n  </head>`);
  if (prerendered) {
    if (!ROOT_ELEMENT.test(html)) throw new Error('index.html has no <div id="root"> followed by <noscript> to prerender into');
    // Replacer functions: the markup may contain '$' sequences that a replacement string would interpret.
    html = html.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${prerendered.path}">${prerendered.html}</div>`);
    // The page speaks its language from the first byte: <html lang>, the title and the description in it.
    html = html
      .replace(/<html lang="[^"]*">/, () => `<html lang="${prerendered.language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(prerendered.title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_match, open: string, close: string) => `${open}${escapeHtml(prerendered.description)}${close}`,
      );
  }
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Renders each prerendered path with the app's own modules, loaded through a Vite server in Node. */
async function prerender(configFile: string, mode: string, paths: string[]): Promise<Map<string, PrerenderedPage>> {
  const server = await createServer({
    configFile,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerenderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { prerenderPage: (path: string) => Promise<PrerenderedPage> };
    const pages = new Map<string, PrerenderedPage>();
    for (const path of paths) pages.set(path, await prerenderPage(path));
    return pages;
  } finally {
    await server.close();
  }
}

/** Writes dist/pages/<page>.html for APP_PAGES after the client build has written index.html. */
export function appPagesPlugin(): Plugin {
  let root = '';
  let configFile: string | false | undefined;
  let mode = 'production';
  return {
    name: 'app-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      mode = config.mode;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? join(root, 'dist');
      if (!configFile) throw new Error('tools/app-pages.ts needs the Vite config file to prerender with');
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const rendered = await prerender(
        configFile,
        mode,
        APP_PAGES.flatMap((page) => (page.prerenderPath ? [page.prerenderPath] : [])),
      );
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      for (const page of APP_PAGES) {
        const preload = page.routeSource ? chunkWithImports(bundle, join(root, page.routeSource)) : [];
        const rendering = page.prerenderPath ? rendered.get(page.prerenderPath) : undefined;
        const prerendered = page.prerenderPath && rendering ? { path: page.prerenderPath, ...rendering } : undefined;
        const alternates = page.inEachLanguage ? HOME_ALTERNATES : undefined;
        writeFileSync(join(outDir, 'pages', `${page.page}.html`), pageHtml(indexHtml, preload, prerendered, { alternates }));
      }
    },
  };
}
