import { RoomIdSchema, RoomSetupSchema, TokenSchema, type CreateRoomResponse, type HttpErrorCode } from '@senjutsu/protocol';
import express, { type Request, type Response } from 'express';
import { networkInterfaces } from 'node:os';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import type { Master } from '../master/master';
import type { Creations } from './creations';
import { isOwnAddress } from './origins';

// The HTTP API: the content a room can use, and creating a room. Bodies are parsed with the
// protocol's schemas; every refusal is `{ error: { code, message } }`.

export function sendError(res: Response, status: number, code: HttpErrorCode, message: string, rule?: string): void {
  res.status(status).json({ error: rule === undefined ? { code, message } : { code, message, rule } });
}

/** The address to name in links when the request's is not one of ours: the configured host, else a LAN address. */
function defaultHost(config: ServerConfig): string {
  if (config.host !== '0.0.0.0' && config.host !== '::') return config.host;
  const lan = Object.values(networkInterfaces()).flat().find((a) => a !== undefined && a.family === 'IPv4' && !a.internal);
  return lan?.address ?? 'localhost';
}

/**
 * The base of invite links: PUBLIC_URL when set. Otherwise the address the creator used, but
 * only if it names this machine on the server's port: a request whose Host header names another
 * site (DNS rebinding, a forged header) must not get links that send players there.
 */
function baseUrl(req: Request, config: ServerConfig): string {
  if (config.publicUrl !== undefined) return config.publicUrl.replace(/\/$/, '');
  const port = req.socket.localPort;
  let host: URL | null = null;
  try {
    host = new URL(`http://${req.get('host') ?? ''}`);
  } catch {
    host = null;
  }
  const ours = host !== null && port !== undefined && isOwnAddress(host, config, port);
  return ours ? `http://${host!.host}` : `http://${defaultHost(config)}:${port}`;
}

export function apiRouter(deps: { master: Master; config: ServerConfig; logger: Logger; now: () => number; creations: Creations }): express.Router {
  const { master, config, creations } = deps;
  const router = express.Router();

  // CORS answers for the configured origins (app.ts has refused any other origin already).
  router.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin !== undefined && config.allowedOrigins.length > 0) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'content-type, x-create-secret, x-room-token');
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
    const address = req.ip ?? 'unknown';
    // The rate first: a wrong secret costs a creation too, so guessing it is as slow as creating.
    if (!creations.allow(address)) return sendError(res, 429, 'RATE_LIMITED', 'Too many rooms created from this address; wait a little.');
    if (!creations.secretMatches(req.get('x-create-secret'))) {
      creations.refused(address, 'secret');
      return sendError(res, 403, 'CREATE_SECRET_REQUIRED', 'This server creates rooms only for those who know its creation secret (the X-Create-Secret header).');
    }
    const parsed = RoomSetupSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(res, 400, 'INVALID_REQUEST', `${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'}`);
    }
    const created = await master.createRoom(parsed.data);
    if (!created.ok) {
      const { code, message, rule } = created.error;
      if (code === 'ROOM_LIMIT') creations.refused(address, 'cap');
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
      // The computer's seat (issue 26) has no invite: nobody else may play it.
      seats: created.value.seatTokens
        .map((token, seat) => ({ seat, character: parsed.data.seats[seat]!.character, invite: invite(token) }))
        .filter((s) => s.seat !== parsed.data.computer?.seat),
      spectator: invite(created.value.spectatorToken),
    };
    res.status(201).setHeader('Cache-Control', 'no-store').json(body);
  });

  // A finished game's replay (docs/server.md "Replays"): the token of any of the room's links, in a
  // header (a URL would keep it in logs and history).
  router.get('/rooms/:room/replay', async (req, res) => {
    const room = RoomIdSchema.safeParse(req.params.room);
    const token = TokenSchema.safeParse(req.get('x-room-token'));
    if (!room.success || !token.success) return sendError(res, 404, 'NOT_FOUND', 'No game answers to this replay link.');
    const answer = await master.replay(room.data, token.data);
    res.setHeader('Cache-Control', 'no-store');
    if (answer.ok) return void res.json(answer.value);
    const status = { NOT_FOUND: 404, NOT_FINISHED: 409, STORAGE_FAILED: 500, INTERNAL: 500 }[answer.code];
    return sendError(res, status, answer.code, answer.message);
  });

  router.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'No such API route.'));
  return router;
}
