// The explorer that works offline: GraphiQL from npm (@graphql-yoga/render-graphiql renders the
// page with its scripts, styles, editor workers and icon inline), served by the gateway itself on
// GET /graphql to a browser, where Apollo Sandbox needs Apollo's CDN. With Sandbox on too, the page
// links to it at `/graphql?explorer=sandbox`, which Apollo's landing page answers. The page's
// Content-Security-Policy lets it reach nothing but this gateway, and no other site frame it.
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { searchOf } from '../platform/query-string.js';

/**
 * The package's renderer, loaded without its typings: they import graphql-yoga's, which bring the
 * DOM library into the whole program and retype Node's globals (performance, Response bodies,
 * GraphQL errors' `http` extension) everywhere. What it returns is checked instead.
 */
function renderGraphiQL(options: { title: string; defaultQuery: string }): string {
  const loaded: unknown = createRequire(import.meta.url)('@graphql-yoga/render-graphiql');
  const render: unknown = typeof loaded === 'object' && loaded !== null && 'renderGraphiQL' in loaded ? loaded.renderGraphiQL : undefined;
  if (typeof render !== 'function') throw new Error('@graphql-yoga/render-graphiql has no renderGraphiQL');
  const page: unknown = render(options);
  if (typeof page !== 'string') throw new Error('@graphql-yoga/render-graphiql rendered no page');
  return page;
}

/** The query string, on GET /graphql, that asks for Apollo Sandbox instead of GraphiQL. */
export const SANDBOX_EXPLORER = 'explorer=sandbox';

const DEFAULT_QUERY = `# ramp gateway, GraphiQL served by the gateway itself (no internet needed).
# Send your provider key in Headers: {"ngnc-sec-key": "sk_test_…"}
# (in development with the embedded emulator, a request without one uses its test key).

{
  viewer {
    mode
  }
}
`;

// Inline scripts and styles are the page's own (the package inlines everything), its editors run
// in workers made from blobs, and its icon is a data: URL.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  'worker-src blob:',
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const SANDBOX_LINK = `<a href="?${SANDBOX_EXPLORER}" style="position:fixed;right:12px;bottom:8px;z-index:10;font:12px sans-serif;color:#888">Apollo Sandbox (needs the internet)</a>`;

export interface GraphiqlOptions {
  /** Whether Apollo Sandbox is served too, so the page links to it. */
  sandbox: boolean;
}

export interface ExplorerPage {
  html: string;
  headers: Readonly<Record<string, string>>;
}

export interface GraphiqlPage {
  /** The page for this request, when it is a browser's GET of the explorer; otherwise undefined, for Apollo. */
  pageFor(method: string, headers: IncomingHttpHeaders, url: string): ExplorerPage | undefined;
}

export function graphiqlPage(options: GraphiqlOptions): GraphiqlPage {
  // Rendered on first use: the page carries the whole editor, several megabytes.
  let html: string | undefined;
  const render = () => {
    const page = renderGraphiQL({ title: 'ramp gateway · GraphiQL', defaultQuery: DEFAULT_QUERY });
    return options.sandbox ? page.replace('<div id="root"></div>', `${SANDBOX_LINK}<div id="root"></div>`) : page;
  };
  return {
    pageFor(method, headers, url) {
      if (method !== 'GET' || !prefersHtml(headers.accept)) return undefined;
      if (options.sandbox && new URLSearchParams(searchOf(url)).get('explorer') === 'sandbox') return undefined;
      html ??= render();
      return { html, headers: HEADERS };
    },
  };
}

/** Whether the Accept header's first choice (by quality, then order) is HTML, as a browser's navigation is. */
function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  let best: { type: string; quality: number } | undefined;
  for (const part of accept.split(',')) {
    const [type, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (type === undefined || type === '' || !Number.isFinite(quality)) continue;
    if (best === undefined || quality > best.quality) best = { type, quality };
  }
  return best?.type === 'text/html';
}
