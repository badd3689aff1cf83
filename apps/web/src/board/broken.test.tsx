import { applyAction, createScenario, pendingDecisions, viewFor, type GameEvent, type GameState } from '@senjutsu/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate, type Key, type Params } from '../i18n';
import { Board, NO_OVERLAY } from './Board';
import { brokenTerrain } from './Broken';

// Broken bamboo (issue 25): the engine removes a bamboo piece a wounding attack strikes
// (R-TERRAIN-BAMBOO-2) and says so in a `terrainRemoved` event; its view then lists the piece no
// more. The board draws the stumps where the events say a piece was removed, blocking nothing.

const t = (key: Key, params?: Params) => translate('en', key, params);
const BATTLEFIELD = { hexes: [-2, -1, 0, 1, 2].flatMap((q) => [-2, -1, 0, 1, 2].filter((r) => Math.abs(q + r) <= 2).map((r) => ({ q, r }))) };
const DECK = ['110', '102', '104', '105'];
const BAMBOO = { q: 0, r: -1 };

/** Ronin strikes the bamboo in front of him with Quick Stab (128); everything else takes the first option listed. */
function playedToBreak(): { state: GameState; events: GameEvent[] } {
  const created = createScenario({
    seed: 'stumps', battlefield: BATTLEFIELD, terrain: [{ kind: 'bamboo', hex: BAMBOO }],
    seats: [
      { character: 'ronin', hex: { q: 0, r: 0 }, facing: 0, hand: ['128', '122'], deck: DECK },
      { character: 'warrior', hex: { q: 1, r: 1 }, facing: 0, hand: ['122', '128'], deck: DECK },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const events: GameEvent[] = [...created.value.events];
  for (let i = 0; i < 60 && !events.some((e) => e.kind === 'terrainRemoved'); i++) {
    const decision = pendingDecisions(state)[0];
    if (decision === undefined) break;
    const hand = viewFor(state, decision.seat).seats[decision.seat]!.hand ?? [];
    const wanted = decision.seat === 0 ? '128' : '122';
    const option = decision.kind === 'select' ? decision.options.find((o) => hand.find((c) => c.card === o.card)?.number === wanted)! : decision.options[0]!;
    const applied = applyAction(state, decision.seat, option);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state, events };
}

const draw = (state: GameState, events: readonly GameEvent[]) =>
  renderToStaticMarkup(<Board view={viewFor(state, 0)} overlay={NO_OVERLAY} lang="en" t={t} onPick={() => undefined} broken={brokenTerrain(events)} />);

describe('broken bamboo', () => {
  it('R-TERRAIN-BAMBOO-2 bamboo broken by a wounding attack stays drawn as stumps that block nothing, where the engine removed it', () => {
    const before = createScenario({ seed: 'x', battlefield: BATTLEFIELD, terrain: [{ kind: 'bamboo', hex: BAMBOO }], seats: [{ character: 'ronin', hex: { q: 0, r: 0 }, facing: 0, hand: [], deck: DECK }, { character: 'warrior', hex: { q: 1, r: 1 }, facing: 0, hand: [], deck: DECK }] });
    if (!before.ok) throw new Error(before.error.message);
    const standing = draw(before.value.state, before.value.events);
    expect(standing).toContain('data-terrain="bamboo"');
    expect(standing).not.toContain('data-broken');

    const { state, events } = playedToBreak();
    expect(events.filter((e) => e.kind === 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: BAMBOO }]);
    expect(viewFor(state, 0).terrain).toEqual([]); // the view no longer has the piece
    const markup = draw(state, events);
    expect(markup).not.toContain('data-terrain="bamboo"');
    expect(markup).toMatch(/data-broken="bamboo" data-hex="0,-1" data-blocks-move="false" data-blocks-sight="false"/);
    expect(markup).toContain('data-art="bamboo-stumps"');
    expect(markup).toContain('Bamboo, broken: only stumps, blocks nothing');
    // Without the events (the view alone) nothing is drawn there.
    expect(draw(state, [])).not.toContain('data-broken');
  });
});
