// Which browser origins may call the API (README "Access"): the server's own origin (the one in
// the request's `Host`, over http or https) and those listed in SR_BENCH_CORS_ORIGINS. A request
// without `Origin` is not from a browser page (the CLI, `ws`, curl) and is allowed; any other
// `Origin`, including "null", is refused, and is never reflected in CORS headers.
export class OriginPolicy {
  private readonly listed: ReadonlySet<string>;

  constructor(origins: readonly string[]) {
    this.listed = new Set(origins);
  }

  /** True for the server's own origin (given its `Host` header) or a listed one. */
  allowsBrowserOrigin(origin: string, host: string | null | undefined): boolean {
    if (this.listed.has(origin)) return true;
    if (!host) return false;
    let url: URL;
    let own: URL;
    try {
      url = new URL(origin);
      own = new URL(`http://${host}`);
    } catch {
      return false;
    }
    // Either scheme: behind a TLS proxy the page is https while `Host` is the same name.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === own.host;
  }

  /** As above, and a missing `Origin` (not a browser) passes. */
  allows(origin: string | null | undefined, host: string | null | undefined): boolean {
    return origin == null || this.allowsBrowserOrigin(origin, host);
  }
}
