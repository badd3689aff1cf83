import { RoomSetupSchema, type CreateRoomResponse, type HttpErrorCode } from '@senjutsu/protocol';
import express, { type Request, type Response } from 'express';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import type { Master } from '../master/master';
import { keyedLimiter } from '../ratelimit';
import { originAllowed } from '../transport/socket';

// The HTTP API: the content a room can use, and creating a room. Bodies are parsed with the
// protocol's schemas; every refusal is `{ error: { code, message } }`.

export function sendError(res: Response, status: number, code: HttpErrorCode, message: string, rule?: string): void {
  res.status(status).json({ error: rule === undefined ? { code, message } : { code, message, rule } });
}

/** The base of invite links: the configured public URL, or the address the creator used. */
const baseUrl = (req: Request, config: ServerConfig) => (config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/$/, '');

export function apiRouter(deps: { master: Master; config: ServerConfig; logger: Logger; now: () => number }): express.Router {
  const { master, config } = deps;
  const router = express.Router();
  const mayCreate = keyedLimiter(config.createRate, deps.now);

  // Origins: the server's own, plus those configured (with CORS answers for them).
  router.use((req, res, next) => {
    const origin = req.headers.origin;
    if (!originAllowed(origin, req.headers.host, config.allowedOrigins)) return sendError(res, 403, 'FORBIDDEN_ORIGIN', 'This origin may not use the API.');
    if (origin !== undefined && config.allowedOrigins.length > 0) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      if (req.method === 'OPTIONS') return void res.status(204).end();
    }
    next();
  });
  router.use(express.json({ limit: config.maxBodyBytes }));

  router.get('/content', (_req, res) => {
    res.json(master.content.summary());
  });

  router.post('/rooms', async (req, res) => {
    if (!mayCreate(req.ip ?? 'unknown')) return sendError(res, 429, 'RATE_LIMITED', 'Too many rooms created from this address; wait a little.');
    const parsed = RoomSetupSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(res, 400, 'INVALID_REQUEST', `${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'}`);
    }
    const created = await master.createRoom(parsed.data);
    if (!created.ok) {
      const { code, message, rule } = created.error;
      const status = code === 'ROOM_LIMIT' ? 503 : code === 'STORAGE_FAILED' ? 500 : 400;
      return sendError(res, status, code, message, rule);
    }
    const base = baseUrl(req, config);
    const invite = (token: string) => {
      const path = `/game/${created.value.room}#t=${token}`;
      return { token, path, url: `${base}${path}` };
    };
    const body: CreateRoomResponse = {
      room: created.value.room,
      seats: created.value.seatTokens.map((token, seat) => ({ seat, character: parsed.data.seats[seat]!.character, invite: invite(token) })),
      spectator: invite(created.value.spectatorToken),
    };
    res.status(201).setHeader('Cache-Control', 'no-store').json(body);
  });

  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'No such API route.'));
  return router;
}
