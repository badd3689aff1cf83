import { TerrainKindSchema } from '@senjutsu/cards';
import { AutomatonSeatSchema, SoloConfigSchema } from '@senjutsu/engine';
import { z } from 'zod';
import { ComputerLevelSchema } from './levels';
import { RoomIdSchema, TokenSchema } from './messages';

// The HTTP API beside the socket: create a room, list the content a room can use.

const ContentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an id is 1 to 40 characters of [A-Za-z0-9_-]');
const CardNumberSchema = z.string().regex(/^[A-Z]{0,3}\d{2,4}$/, 'a card number is digits with an optional letter prefix');

export const DeckChoiceSchema = z.discriminatedUnion('kind', [
  /** The character's signature deck. */
  z.strictObject({ kind: z.literal('signature') }),
  /** A custom deck, validated by the deck-building rules. */
  z.strictObject({ kind: z.literal('custom'), cards: z.array(CardNumberSchema).min(1).max(60) }),
]);

export const SeatSetupSchema = z.strictObject({
  character: ContentIdSchema,
  deck: DeckChoiceSchema.default({ kind: 'signature' }),
  /** The core weapon card; the character's first weapon when left out. */
  weapon: CardNumberSchema.optional(),
  /** OP-44: seats with the same team share victory; none: every seat plays on its own. */
  team: z.int().min(0).max(3).optional(),
});

export const ClockSetupSchema = z.strictObject({
  /** Each seat's time bank. */
  bankSeconds: z.int().min(10).max(36_000),
  /** Added to a seat's bank after each of its accepted actions. */
  incrementSeconds: z.int().min(0).max(600).default(0),
});

/**
 * The automata of a co-op room (section 20, OP-46): the engine's SoloConfigSchema, field for field
 * (its shapes are reused, so the two cannot drift), made strict like every request body.
 */
export const CoopSetupSchema = z.strictObject({
  ...SoloConfigSchema.shape,
  automata: z.array(z.strictObject(AutomatonSeatSchema.shape)).min(1).max(3),
});

export const RoomSetupSchema = z
  .strictObject({
    /** coop: 1 to 4 humans on one side against the automata of `coop` (one human: solo online). */
    mode: z.enum(['duel', 'multiplayer', 'coop']),
    seats: z.array(SeatSetupSchema).min(1).max(4),
    battlefield: ContentIdSchema,
    /** Terrain pieces the players agreed on, placed in turns during setup (R-SETUP-3). */
    terrain: z.array(TerrainKindSchema).max(16).default([]),
    /** Settings of the open rulings (OP-n). */
    options: z.strictObject({ blocksProtectAllies: z.boolean().default(false) }).default({ blocksProtectAllies: false }),
    clock: ClockSetupSchema.nullable().default(null),
    /** A seat away longer than this lets its opponents claim the win. */
    abandonSeconds: z.int().min(1).max(7 * 86_400).default(300),
    /**
     * OP-68: answers to hidden-card windows are published no earlier than this after the window
     * opened (0: not held, and every player is told). Left out: the server's WINDOW_HOLD_MS.
     */
    windowHoldMs: z.int().min(0).max(10_000).optional(),
    /** What the finished game's replay shows (issue 25): `hidden` (left out) the spectator's view, `revealed` every hand. */
    replayHands: z.enum(['hidden', 'revealed']).optional(),
    /** The automaton seats of a co-op room (required there, refused elsewhere); they come after the human seats. */
    coop: CoopSetupSchema.optional(),
    /**
     * Issue 26, a duel against the computer: the server plays `seat` (its character and deck are the
     * seat's setup) at `level`. Nobody is given that seat's link.
     */
    computer: z.strictObject({ seat: z.int().min(0).max(1), level: ComputerLevelSchema }).optional(),
    /**
     * Issue 26: a duel's seat whose player has been away `abandonSeconds` is played by the computer at
     * `level` instead of letting the opponent claim the win; the seat is handed back when its player
     * returns. Left out: off (the claim, as before).
     */
    takeOver: z.strictObject({ level: ComputerLevelSchema }).optional(),
  })
  .superRefine((s, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    // The computer (@senjutsu/ai) plays duels only.
    const computerOnlyInDuels = () => {
      if (s.computer !== undefined) issue('the computer plays a seat of a duel only', 'computer');
      if (s.takeOver !== undefined) issue('the computer takes over a seat of a duel only', 'takeOver');
    };
    switch (s.mode) {
      case 'duel':
        if (s.seats.length !== 2) issue('a duel has 2 seats', 'seats');
        if (s.coop !== undefined) issue('automata play only in a coop room', 'coop');
        return;
      case 'multiplayer':
        if (s.seats.length < 3) issue('a multiplayer game has 3 or 4 seats', 'seats');
        if (s.coop !== undefined) issue('automata play only in a coop room', 'coop');
        computerOnlyInDuels();
        return;
      case 'coop':
        computerOnlyInDuels();
        if (s.coop === undefined) return issue('a coop room needs its automata', 'coop');
        // As the engine (R-OVERVIEW-1): humans and automata together are at most four figures.
        if (s.seats.length + s.coop.automata.length > 4) issue(`at most 4 figures in all: ${s.seats.length} humans and ${s.coop.automata.length} automata`, 'coop');
        // The engine puts every human on one team against the automata.
        if (s.seats.some((seat) => seat.team !== undefined)) issue('the humans of a coop room form one team: leave out their teams', 'seats');
        return;
      default: {
        const never: never = s.mode;
        return never;
      }
    }
  });
export type RoomSetup = z.infer<typeof RoomSetupSchema>;
export type RoomSetupInput = z.input<typeof RoomSetupSchema>;

export const InviteSchema = z.strictObject({
  /** Secret: whoever holds it plays this seat (or watches). Shown once; the server keeps only its hash. */
  token: TokenSchema,
  /** The client route; the token travels in the fragment, which browsers never send to a server. */
  path: z.string(),
  url: z.string(),
});

export const CreateRoomResponseSchema = z.strictObject({
  room: RoomIdSchema,
  seats: z.array(z.strictObject({ seat: z.int(), character: z.string(), invite: InviteSchema })),
  spectator: InviteSchema,
});
export type CreateRoomResponse = z.infer<typeof CreateRoomResponseSchema>;

export const ContentSummarySchema = z.strictObject({
  characters: z.array(z.strictObject({ id: z.string(), name: z.string(), weapons: z.array(z.string()), signatureDeck: z.array(z.string()) })),
  battlefields: z.array(z.strictObject({ id: z.string(), name: z.string(), startAreas: z.int() })),
  terrain: z.array(TerrainKindSchema),
});
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

export const HTTP_ERROR_CODES = [
  'INVALID_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNKNOWN_CONTENT',
  'INVALID_DECK',
  'INVALID_CONFIG',
  'ROOM_LIMIT',
  'RATE_LIMITED',
  /** CREATE_SECRET is set and the request's X-Create-Secret header is missing or wrong. */
  'CREATE_SECRET_REQUIRED',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  /** A replay asked for a game not yet over. */
  'NOT_FINISHED',
  'STORAGE_FAILED',
  'INTERNAL',
] as const;
export const HttpErrorCodeSchema = z.enum(HTTP_ERROR_CODES);
export type HttpErrorCode = z.infer<typeof HttpErrorCodeSchema>;

/** Every refused HTTP request answers with this body, never with a stack trace. */
export const HttpErrorSchema = z.strictObject({
  error: z.strictObject({ code: HttpErrorCodeSchema, message: z.string(), rule: z.string().optional() }),
});

export { RoomIdSchema };
