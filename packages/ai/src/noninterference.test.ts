import { BATTLEFIELDS, BATTLEFIELD_IDS, PACKS, type TerrainKind } from '@senjutsu/cards';
import { applyAction, createGame, outcome, pendingDecisions, rulesOf, viewFor, type CardId, type GameState, type GameView, type SeatId } from '@senjutsu/engine';
import { describe, expect, it } from 'vitest';
import { explainChoice, type AiOptions } from './index';
import { seededRng, shuffle } from './rng';

// The AI reads nothing it may not see, as non-interference (like apps/server/src/noninterference.test.ts):
// at every decision of the AI's seat in real-content duels (signature decks, printed battlefields,
// terrain placed in setup), a twin position is made in which every card hidden from that seat is
// dealt again: the numbers behind the opponent's hand, deck, face-down choice and face-down
// discards, and behind the AI's own deck (whose order it does not know), shuffled among
// themselves within each seat (stun cards and core cards stay: where they are is public). The twin must give the
// seat the very same view (the relabelling is invisible), and the AI the very same choice and
// statistics (its action, playouts and every candidate's score and weight). Seen failing on a
// planted leak: the AI given the opponent's hand (its view with the opponent's `hand` added, and
// sample.ts dealing a seat's shown hand as known): "choice at version ...".

const GAMES: readonly { level: AiOptions['level']; a: number; b: number }[] = [
  { level: 'normal', a: 0, b: 1 },
  { level: 'hard', a: 2, b: 3 },
  { level: 'hard', a: 1, b: 3 },
];
const ROUNDS = 4;
const BUDGET = { iterations: 10, timeMs: Infinity, horizon: 1 };
const KINDS: TerrainKind[][] = [['rock', 'bamboo'], ['boat', 'torii'], ['cart', 'shrine'], ['corpse', 'rock']];

function duel(g: number): GameState {
  const { a, b } = GAMES[g]!;
  const made = createGame({
    seed: g, battlefield: BATTLEFIELDS[BATTLEFIELD_IDS[g % BATTLEFIELD_IDS.length]!], terrain: KINDS[g % KINDS.length]!,
    seats: [PACKS[a]!, PACKS[b]!].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

/**
 * The ids hidden from `viewer`, seat by seat: other seats' hand, deck, face-down choice and
 * discards; its own deck. An id its view names (a deck card offered to prepare or take) is not
 * hidden, nor a core card (R-CORE-7: one not face up is in its owner's hand, as everyone knows).
 */
function hiddenFrom(s: GameState, viewer: SeatId): CardId[][] {
  const shown = JSON.stringify(viewFor(s, viewer));
  return s.seats.map((st, seat) => {
    const ids = seat === viewer ? [...st.deck] : [...st.hand, ...st.deck, ...(st.selected === null ? [] : [st.selected]), ...st.discard.filter((d) => d.faceDown).map((d) => d.card)];
    return ids.filter((id) => s.cards[id] !== 'STUN' && rulesOf(s).cards[s.cards[id]!]?.tier !== 'core' && !shown.includes(`"${id}"`));
  });
}

/** Where two JSON texts first differ, for a readable failure. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? '' : `...${a.slice(Math.max(0, i - 200), i + 300)}\n   vs ...${b.slice(Math.max(0, i - 200), i + 300)}`;
}

/** `s` with the numbers behind the hidden ids dealt again; how many ids changed number. */
function twinOf(s: GameState, viewer: SeatId, seed: string): { twin: GameState; moved: number } {
  const rng = seededRng(seed);
  const cards: Record<CardId, string> = { ...s.cards };
  let moved = 0;
  for (const ids of hiddenFrom(s, viewer)) {
    const numbers = shuffle(ids.map((id) => s.cards[id]!), rng);
    ids.forEach((id, k) => {
      cards[id] = numbers[k]!;
      if (numbers[k] !== s.cards[id]) moved++;
    });
  }
  return { twin: { ...s, cards }, moved };
}

/** What the AI is given: the seat's view. */
const seen = (s: GameState, seat: SeatId): GameView => viewFor(s, seat);

describe('the AI reads only its seat\'s view (non-interference, real content)', () => {
  it.each(GAMES.map((g, i) => [i, g.level] as const))('game %i (%s against easy): the same choice at every decision when the cards hidden from it are dealt again', (g, level) => {
    let s = duel(g);
    let checked = 0;
    let searched = 0;
    let moved = 0;
    while (!outcome(s).over && s.round <= ROUNDS) {
      const d = pendingDecisions(s)[0]!;
      const options: AiOptions = d.seat === 0 ? { level, seed: `ni-${g}`, budget: BUDGET } : { level: 'easy', seed: g };
      const view = seen(s, d.seat);
      const choice = explainChoice(view, view.decisions, rulesOf(s), options);
      if (d.seat === 0) {
        const twin = twinOf(s, 0, `twin-${g}-${s.version}`);
        expect(firstDifference(JSON.stringify(viewFor(twin.twin, 0)), JSON.stringify(viewFor(s, 0))), `view at version ${s.version}`).toBe('');
        const other = seen(twin.twin, 0);
        expect(firstDifference(JSON.stringify(explainChoice(other, other.decisions, rulesOf(s), options)), JSON.stringify(choice)), `choice at version ${s.version}`).toBe('');
        checked++;
        moved += twin.moved;
        if (choice.playouts > 0) searched++;
      }
      const r = applyAction(s, d.seat, choice.action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    // The twins did differ, and the search ran on them.
    expect(checked).toBeGreaterThan(10);
    expect(searched).toBeGreaterThanOrEqual(ROUNDS - 1);
    expect(moved).toBeGreaterThan(checked * 10);
  });
});
