import { hostname, networkInterfaces } from 'node:os';
import type { ServerConfig } from '../config';

// Which addresses are this server's own: for invite links (never a host named by the request
// unless it is ours) and for the browser origins that may use the API and the sockets. Neither
// trusts the Host header: a DNS-rebinding page sends `Host: evil.example` and `Origin:
// http://evil.example` alike, so comparing the two proved nothing.

/** Names this machine answers to: the configured host, loopback, its host name and its addresses. */
export function ownNames(config: Pick<ServerConfig, 'host'>): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase(), `${hostname().toLowerCase()}.local`]);
  if (config.host !== '0.0.0.0' && config.host !== '::') names.add(config.host.toLowerCase());
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) names.add(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  }
  return names;
}

/** Whether `url` names this machine (one of its own names) on the server's port, over plain HTTP. */
export function isOwnAddress(url: URL, config: Pick<ServerConfig, 'host'>, port: number): boolean {
  return url.protocol === 'http:' && ownNames(config).has(url.hostname.toLowerCase()) && Number(url.port || 80) === port;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a browser origin may open sockets and call the API: PUBLIC_URL's origin, one of
 * ALLOWED_ORIGINS, or this machine's own address on the server's port (`port`: the local port
 * the request came in on). Requests without an Origin header are not from a browser page and
 * pass: the header only guards browsers.
 */
export function originAllowed(origin: string | undefined, config: Pick<ServerConfig, 'host' | 'publicUrl' | 'allowedOrigins'>, port: number | undefined): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (config.publicUrl !== undefined && originOf(config.publicUrl) === url.origin) return true;
  if (config.allowedOrigins.some((a) => originOf(a) === url.origin)) return true;
  return port !== undefined && isOwnAddress(url, config, port);
}
