import express, { type ErrorRequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { ServerConfigSchema, type ServerConfig } from './config';
import { apiRouter, sendError } from './http/api';
import { hostAllowlist, refusalOf, sendRefusal } from './http/guard';
import { securityHeaders } from './http/headers';
import { sendPage, webClient } from './http/static';
import type { Creations } from './http/creations';
import type { Logger } from './log';
import type { Master } from './master/master';
import { proxyTrust } from './transport/limits';

export type AppOptions = {
  /** Folder holding the built web client (index.html and assets). */
  readonly webRoot: string;
  /** The game API; without it the app serves only the health check and the client. */
  readonly api?: { readonly master: Master; readonly config: ServerConfig; readonly logger: Logger; readonly now: () => number; readonly creations: Creations };
};

/** The HTTP application: security headers, the names and origins it answers, health check, the API and the built web client. */
export function createApp(options: AppOptions): express.Express {
  const app = express();
  const config = options.api?.config ?? ServerConfigSchema.parse({}); // without the API: the defaults
  app.disable('x-powered-by');
  // req.ip (room creations per address) by the same rule as the sockets' (TRUST_PROXY).
  app.set('trust proxy', proxyTrust(config.trustProxy));
  app.use(securityHeaders(config));
  // Every request names one of our hosts, and a browser's Origin is one we serve pages from.
  const allowed = hostAllowlist(config);
  app.use((req, res, next) => {
    const refusal = refusalOf(req, config, allowed);
    if (refusal === null) return next();
    sendRefusal(res, refusal);
  });
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  if (options.api !== undefined) app.use('/api', apiRouter(options.api));
  if (existsSync(options.webRoot)) {
    app.use(webClient(options.webRoot));
    // The client's own routes (home, a game, hot-seat, solo and horde in the tab, replays, the tutorial, a duel against the computer) are the page; any other path is not found.
    app.get(['/', '/game/:room', '/hotseat', '/solo', '/horde', '/learn', '/replay', '/replay/:room', '/computer'], sendPage(options.webRoot));
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('Senjutsu Online server is running; the web client is not built (run npm start).');
    });
  }
  app.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'Nothing here.'));
  // No stack trace ever reaches a client: body-parser refusals get their code, anything else is a bug.
  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const type = (err as { type?: unknown }).type;
    if (type === 'entity.too.large') return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendError(res, 400, 'INVALID_REQUEST', 'The request body is not valid JSON.');
    }
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return sendError(res, status, 'INVALID_REQUEST', 'The request was refused.');
    options.api?.logger.error({ err }, 'bug while handling a request');
    sendError(res, 500, 'INTERNAL', 'The server failed to handle this request.');
  };
  app.use(onError);
  return app;
}
