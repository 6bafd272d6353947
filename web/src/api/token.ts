// The bearer token lives in localStorage: the app sends it with every request (HTTP header and
// graphql-ws connection_init). With no tokens configured on a loopback server none is needed.
const KEY = 'sr-bench.token';

export function readToken(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeToken(token: string): void {
  if (token) localStorage.setItem(KEY, token);
  else localStorage.removeItem(KEY);
}

export function authorization(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
