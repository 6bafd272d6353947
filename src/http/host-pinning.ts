// DNS rebinding (README "Access"): without tokens every caller is the local admin, so a page on
// another site whose name was made to resolve to 127.0.0.1 must not reach the server. Its
// requests carry that other name in `Host`; only the loopback names are accepted: 127.0.0.1,
// localhost and [::1] (and the bound address itself), with any port, so a local port forward or
// TCP proxy in front of the server still works (the name, not the port, is what a rebinding
// page cannot fake).
export class HostPin {
  private readonly names: ReadonlySet<string>;

  constructor(boundAddress: string) {
    const bound = boundAddress.includes(':') ? `[${boundAddress}]` : boundAddress;
    this.names = new Set(['127.0.0.1', 'localhost', '[::1]', bound.toLowerCase()]);
  }

  allows(host: string | null | undefined): boolean {
    if (!host) return false;
    const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.toLowerCase());
    return match !== null && this.names.has(match[1]!);
  }

  get accepted(): string[] {
    return [...this.names].map((name) => `${name}:<port>`);
  }
}
