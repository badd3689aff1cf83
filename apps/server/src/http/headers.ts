import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ServerConfig } from '../config';

// The security headers of every answer: pages, the API, the health check and Socket.IO's own
// (engine.io runs this middleware too, polling and the WebSocket upgrade).

/** HSTS: as set (HSTS=on|off), by default only when the public address is https. */
export const hstsOn = (config: Pick<ServerConfig, 'hsts' | 'publicUrl'>): boolean => config.hsts ?? config.publicUrl?.startsWith('https:') === true;

export function securityHeaders(config: Pick<ServerConfig, 'hsts' | 'publicUrl'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      // Only what the built client uses: its own scripts, stylesheets and fonts, images and the
      // data: favicon, sockets to this origin. React's style props are set through CSSOM, which
      // style-src does not govern, so no 'unsafe-inline'. No upgrade-insecure-requests: a host
      // often serves plain HTTP on the local network.
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'font-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // DENY says what frame-ancestors 'none' says, for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hstsOn(config) ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}
