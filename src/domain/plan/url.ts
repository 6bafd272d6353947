/**
 * The URL rule of docs/plans.md "Targets and prices" (`base_url`, `preview_url`): http(s) with a host, no
 * user/password, no query, no fragment — judged the way Python's `urllib.parse.urlsplit`
 * reads the text (which differs from the WHATWG `URL` parser: `http:///x` has no host for
 * Python, an empty `?` is no query, nothing is percent-decoded or normalised).
 */

interface SplitUrl {
  scheme: string;
  netloc: string;
  query: string;
  fragment: string;
}

const SCHEME_RE = /^[A-Za-z][A-Za-z0-9+.-]*$/;

function urlsplit(input: string): SplitUrl | null {
  // Python 3.11: strip leading C0 controls/space, drop tabs and newlines anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: urlsplit strips leading C0 control characters
  let url = input.replace(/^[\x00-\x20]+/, '').replace(/[\t\r\n]/g, '');
  let scheme = '';
  const colon = url.indexOf(':');
  if (colon > 0 && SCHEME_RE.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    url = url.slice(colon + 1);
  }
  let netloc = '';
  if (url.startsWith('//')) {
    const rest = url.slice(2);
    const end = rest.search(/[/?#]/);
    netloc = end === -1 ? rest : rest.slice(0, end);
    url = end === -1 ? '' : rest.slice(end);
    if (netloc.includes('[') !== netloc.includes(']')) return null; // "Invalid IPv6 URL"
  }
  let fragment = '';
  const hash = url.indexOf('#');
  if (hash !== -1) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  let query = '';
  const q = url.indexOf('?');
  if (q !== -1) query = url.slice(q + 1);
  return { scheme, netloc, query, fragment };
}

function hostname(netloc: string): string {
  const at = netloc.lastIndexOf('@');
  const hostport = at === -1 ? netloc : netloc.slice(at + 1);
  if (hostport.startsWith('[')) {
    const close = hostport.indexOf(']');
    return close === -1 ? '' : hostport.slice(1, close);
  }
  const portColon = hostport.indexOf(':');
  return portColon === -1 ? hostport : hostport.slice(0, portColon);
}

function credentials(netloc: string): { username: string; password: string } {
  const at = netloc.lastIndexOf('@');
  if (at === -1) return { username: '', password: '' };
  const userinfo = netloc.slice(0, at);
  const colon = userinfo.indexOf(':');
  return colon === -1 ? { username: userinfo, password: '' } : { username: userinfo.slice(0, colon), password: userinfo.slice(colon + 1) };
}

/** An http(s) URL with a host and no credentials, query or fragment (docs/plans.md "Targets and prices"). */
export function isPlainHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const u = urlsplit(value);
  if (u === null || (u.scheme !== 'http' && u.scheme !== 'https')) return false;
  const { username, password } = credentials(u.netloc);
  return hostname(u.netloc) !== '' && username === '' && password === '' && u.query === '' && u.fragment === '';
}
