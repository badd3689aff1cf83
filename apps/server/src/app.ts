import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type AppOptions = {
  /** Folder holding the built web client (index.html and assets). */
  readonly webRoot: string;
};

/** The HTTP application: health check and the built web client. Rooms and sockets come with the server issue. */
export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  if (existsSync(options.webRoot)) {
    app.use(express.static(options.webRoot));
    app.get('/{*path}', (_req, res) => res.sendFile(join(options.webRoot, 'index.html')));
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('Senjutsu Online server is running; the web client is not built (run npm start).');
    });
  }
  return app;
}
