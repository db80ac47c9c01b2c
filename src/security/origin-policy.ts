// Which browser pages may use the gateway, the same answer for HTTP and for WebSocket. A browser
// names the page behind every cross-origin request, every POST and every WebSocket upgrade in
// `Origin`, and a page cannot change it; a request without one is not a page's (curl, a backend).
// A page of an origin not on the list is refused before anything runs, on both transports, so
// nothing it sends ever reaches a resolver, and RAMP_API_KEY never acts for a page the gateway
// does not trust (docs/operations.md, "Browser origins").

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export class OriginPolicy {
  private readonly exact: ReadonlySet<string>;

  /** `loopback`: any port of localhost, 127.0.0.1 and [::1] too (development's default). */
  constructor(origins: readonly string[], private readonly loopback: boolean) {
    this.exact = new Set(origins);
  }

  /** True when a request carrying this `Origin` may go on; a request without one may. */
  allows(origin: string | undefined): boolean {
    if (origin === undefined) return true;
    return this.exact.has(origin) || (this.loopback && isLoopback(origin));
  }

  /**
   * True when a browser that sent this `Host` was on an allowed origin (either scheme: TLS may
   * end before the gateway). A browser's `Host` is its URL's host: a page can name only hosts
   * whose DNS its owner controls, so an allowed origin's host is never an attacker's page.
   */
  allowsHost(host: string | undefined): boolean {
    if (host === undefined || host === '') return false;
    return this.allows(`http://${host}`) || this.allows(`https://${host}`);
  }
}
