// @senjutsu/protocol: zod schemas of every message between the Senjutsu Online client and server.
import { z } from 'zod';

export * from './game';
export * from './levels';
export * from './messages';
export * from './patch';
export * from './replay';
export {
  ClockSetupSchema,
  ContentSummarySchema,
  CreateRoomResponseSchema,
  DeckChoiceSchema,
  HTTP_ERROR_CODES,
  HttpErrorCodeSchema,
  HttpErrorSchema,
  type HttpErrorCode,
  InviteSchema,
  RoomSetupSchema,
  SeatSetupSchema,
  type ContentSummary,
  type CreateRoomResponse,
  type RoomSetup,
  type RoomSetupInput,
} from './rooms';

/** The server's health answer. */
export const HealthSchema = z.object({ ok: z.literal(true) });
export type Health = z.infer<typeof HealthSchema>;
