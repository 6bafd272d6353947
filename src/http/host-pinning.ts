// DNS rebinding (README "Access"): without tokens every caller is the local admin, so a page on
// another site whose name was made to resolve to 127.0.0.1 must not reach the server. Its
// requests carry that other name in `Host`; only the names of the bound loopback address are
// accepted: 127.0.0.1, localhost and [::1] (and the bound address itself), with the bound port.
export class HostPin {
  private readonly names: ReadonlySet<string>;

  constructor(boundAddress: string, port: number) {
    const bound = boundAddress.includes(':') ? `[${boundAddress}]` : boundAddress;
    const hosts = new Set(['127.0.0.1', 'localhost', '[::1]', bound.toLowerCase()]);
    const names = [...hosts].map((h) => `${h}:${port}`);
    // A browser leaves the default port out of `Host`.
    if (port === 80) names.push(...hosts);
    this.names = new Set(names);
  }

  allows(host: string | null | undefined): boolean {
    return host != null && this.names.has(host.toLowerCase());
  }

  get accepted(): string[] {
    return [...this.names];
  }
}
