import { boxLimitError } from '../solo/box';
import { HORDE_STARTS, SOLO_CATALOG, type AutomatonId, type Battlefield, type BattlefieldId, type Card, type Character } from '@senjutsu/cards';
import { hexKey, neighbours } from '../hex';
import { err, ok, type Result } from '../result';
import type { RngState } from '../rng';
import { automatonCharacter, buildAutomata, engineFace } from '../solo/game';
import type { Definitions, Draft, SeatId } from '../state';
import type { HordeConfig } from './config';
import { lordCharacter } from './lord';
import { hordeCharacterId, setHorde, waveSeats, type HordeSeat, type HordeState } from './state';

// Horde set-up (R-HORDE-1, R-HORDE-2, R-HORDE-10): one human seat, then the automaton seats of
// every wave (three troops and the boss: wave 4 has five figures, so horde games lift the engine's
// cap of four figures, ruling H1), each made once per level with the level's wound limit.

type SeatConfig = { character: string; deck: string[]; weapons: string[]; team?: number | undefined };
type WithHorde = { seats: SeatConfig[]; battlefield: Battlefield; horde?: HordeConfig | undefined; solo?: unknown };

const LEVELS = [1, 2, 3] as const;

/**
 * R-HORDE-1, R-HORDE-NIGHTMARE-1/2: the automata of the roster, boss last (seat order = troops
 * first). OP-81: a nightmare replacement takes the first troop place; OP-86: one of the Hachiko pair
 * brings its partner into the next place (R-SOLO-EXP-2), and a pair always stands side by side.
 */
export function hordeRoster(h: HordeConfig, first: SeatId): HordeSeat[] {
  const listed: AutomatonId[] =
    h.nightmare === 'all' ? [...h.characters!]
    : h.nightmare === 'one' ? [h.replacement!, ...withPartner(h.replacement!), 'katana-ashigaru', 'katana-ashigaru']
    : ['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru'];
  const troops = pairsTogether(listed).slice(0, 3);
  return [
    ...troops.map((automaton, i): HordeSeat => ({ seat: first + i, automaton, role: 'troop' })),
    { seat: first + 3, automaton: 'samurai-boss', role: 'boss' },
  ];
}

const withPartner = (a: AutomatonId): AutomatonId[] => {
  const partner = SOLO_CATALOG.automata[a].pairedWith;
  return partner === undefined ? [] : [partner];
};

/** OP-86: each automaton of a pair directly followed by its partner when both are listed. */
function pairsTogether(list: readonly AutomatonId[]): AutomatonId[] {
  const rest = [...list];
  const out: AutomatonId[] = [];
  while (rest.length > 0) {
    const a = rest.shift()!;
    out.push(a);
    const partner = SOLO_CATALOG.automata[a].pairedWith;
    const at = partner === undefined ? -1 : rest.indexOf(partner);
    if (at >= 0) out.push(...rest.splice(at, 1));
  }
  return out;
}

/**
 * The config of a horde game as the engine's set-up reads it: the human on team 0 with start hex X
 * as its start area (R-HORDE-10), the automaton seats on team 1 (start area A..D, never used by
 * set-up: they enter with their wave), and the characters and solo cards the automata add.
 */
export function hordeSeatsOf<C extends WithHorde>(config: C, defs: Definitions): Result<C & { humans: number; added: { cards: Card[]; characters: Character[] } }> {
  const h = config.horde!;
  if (config.solo !== undefined) return err('INVALID_CONFIG', 'a horde game brings its own automata: no solo settings', 'R-HORDE-1');
  if (config.seats.length !== 1) return err('INVALID_CONFIG', 'horde mode is played by one human seat', 'R-HORDE-1');
  const starts = HORDE_STARTS[config.battlefield.id as BattlefieldId];
  if (starts === undefined) return err('INVALID_CONFIG', `battlefield ${config.battlefield.id} has no horde start hexes`, 'R-HORDE-10');
  const human = config.seats[0]!.character;
  if (defs.characters[human] === undefined) return err('INVALID_CONFIG', `unknown characters: ${human}`);
  const roster = fieldedRoster(h, human, 'INVALID_CONFIG');
  if (!roster.ok) return roster;
  const { characters, cards } = hordeDefinitions(roster.value, h.fallenLord, human, defs);
  const seats: SeatConfig[] = [
    { ...config.seats[0]!, team: 0 },
    ...roster.value.map((r) => ({ character: hordeCharacterId(r.seat, r.automaton, 1), deck: [], weapons: [], team: 1 })),
  ];
  const board = new Set(config.battlefield.hexes.map(hexKey));
  // R-HORDE-LORD-1: the hexes beside X stay free of placed terrain (set-up places none in a start area).
  const besideX = neighbours(starts.X.hex).filter((x) => board.has(hexKey(x)));
  const battlefield: Battlefield = {
    ...config.battlefield,
    startAreas: [
      { hexes: [starts.X.hex], facing: starts.X.facing },
      { hexes: [starts.A.hex, starts.B.hex, starts.C.hex, starts.D.hex], facing: starts.B.facing },
      ...(h.fallenLord ? [{ hexes: besideX, facing: starts.X.facing }] : []),
    ],
  };
  return ok({ ...config, seats, battlefield, humans: 1, added: { cards, characters } });
}

/** The roster of settings `h` beside the player's character, or why it cannot be fielded (R-HORDE-NIGHTMARE-2, OP-81, OP-70). */
export function fieldedRoster(h: HordeConfig, human: string, code: 'INVALID_CONFIG' | 'INVALID_SCENARIO'): Result<HordeSeat[]> {
  if (h.characters?.includes(human as never)) return err(code, 'an automated character cannot be the player’s own character', 'R-HORDE-NIGHTMARE-2');
  const roster = hordeRoster(h, 1);
  // OP-81, OP-70: the nightmare replacement is never the player's own character nor a second boss.
  const boxed = boxLimitError(roster.map((r) => r.automaton), [human]);
  return boxed === null ? ok(roster) : err(code, boxed, 'OP-81');
}

/** The definitions a horde adds: one character per automaton and level (wound limit = level, R-HORDE-7), the lord's, the solo cards' engine faces. */
export function hordeDefinitions(roster: readonly HordeSeat[], fallenLord: boolean, human: string, defs: Definitions): { cards: Card[]; characters: Character[] } {
  const characters = roster.flatMap((r) =>
    LEVELS.map((level) => ({ ...automatonCharacter(r.seat, r.automaton, level, defs, human), id: hordeCharacterId(r.seat, r.automaton, level) })),
  );
  if (fallenLord) characters.push(lordCharacter(defs.characters[human]!)); // R-HORDE-LORD-1
  const cards = Object.values(SOLO_CATALOG.cards).filter((c) => defs.cards[c.number] === undefined).map(engineFace);
  return { cards, characters };
}

/**
 * R-HORDE-2: build 3 troop decks and 1 boss deck from the game's seeded RNG into the solo records
 * (the engine's automaton machinery plays them), and the horde state at level 1, wave 1. Every
 * automaton seat starts off the battlefield: it enters with its wave (horde/flow.ts).
 */
export function buildHorde(s: Draft, h: HordeConfig, battlefieldId: string): Result<RngState> {
  const roster = hordeRoster(h, 1);
  const built = buildAutomata(
    { automata: roster.map((r) => ({ automaton: r.automaton, nightmare: false, woundLimit: 1 })), markers: 'random', stunProcedure: 'shuffle' },
    1,
    s.rng,
  );
  if (!built.ok) return built;
  s.solo = built.value.solo;
  for (const r of roster) offBattlefield(s, r.seat);
  const horde: HordeState = {
    level: 1, wave: 1, rank: 'none', stage: { kind: 'lord' }, roster, entered: [], starts: HORDE_STARTS[battlefieldId as BattlefieldId], lord: null,
  };
  setHorde(s, h.fallenLord ? horde : { ...horde, stage: { kind: 'entering', queue: waveSeats(horde, 1) } }); // OP-86: wave 1 may hold a pair
  return ok(built.value.rng);
}

/**
 * Ruling H2: an automaton outside the current wave is off the battlefield as a defeated figure is
 * (no hex, off the advantage track, no turn); `viewFor(...).horde.automata` lists the wave's seats.
 */
export function offBattlefield(s: Draft, seat: SeatId): void {
  const st = s.seats[seat]!;
  st.hex = null;
  st.defeated = st.defeated ?? { reason: 'wounds', round: s.round };
  s.advantage = s.advantage.filter((x) => x !== seat);
}
