import { addedDefinitions, applyAction, BUILT_IN_RULESET, DefinitionsSchema, eventsFor, type GameEvent } from '@senjutsu/engine';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay, type RulesetInfo } from '@senjutsu/protocol';
import type { Content } from '../content';
import { finishedLog, type StoredRoom } from '../storage/storage';
import { spectatorStep, spectatorView } from './outgoing';

// A finished online game's replay (issue 25; docs/server.md "Replays"), rebuilt from the stored log
// with the engine, never from a snapshot or a view kept earlier. The room's setting `replayHands`
// chooses what it shows: `hidden` (the default) only what a spectator saw, version by version,
// without the seed (which deals every hand); `revealed` the engine configuration and every action,
// so the page rebuilds each position itself and may show any seat's hand.

export type ReplayBuild = { readonly ok: true; readonly value: Replay } | { readonly ok: false; readonly code: 'NOT_FINISHED' | 'INTERNAL'; readonly message: string };

/** The content's own ruleset as a page derives it (a co-op game's automata are added by createGame again). */
function baseRuleset(content: Content): RulesetInfo {
  const { ruleset } = content;
  if (ruleset === BUILT_IN_RULESET) return { id: ruleset.id, hash: ruleset.hash, definitions: null };
  return { id: ruleset.id, hash: ruleset.hash, definitions: DefinitionsSchema.parse(addedDefinitions(ruleset)) };
}

export function buildReplay(stored: StoredRoom, content: Content): ReplayBuild {
  const { record, entries } = stored;
  if (!finishedLog(entries.map((e) => e.kind).reverse())) return { ok: false, code: 'NOT_FINISHED', message: 'This game is not over yet: its replay opens once it is.' };
  const end = entries.findLast((e) => e.kind === 'over' || e.kind === 'claim');
  const result = end?.kind === 'claim' ? { winners: end.winners, reason: end.reason } : end?.kind === 'over' ? { winners: end.winners, reason: 'rules' as const } : null;
  const header = { format: REPLAY_FORMAT, version: REPLAY_VERSION, kind: 'online' as const, result, finishedAt: end?.at ?? 0 };
  const moves = entries.flatMap((e) => (e.kind === 'action' ? [{ seat: e.seat, action: e.action }] : []));
  const legacyWindows = record.format === 1;

  if (record.setup.replayHands === 'revealed') {
    const config = content.gameConfig(record.setup, record.seed);
    if (!config.ok) return { ok: false, code: 'INTERNAL', message: config.error.message };
    const played = legacyWindows ? { ...config.value, options: { ...config.value.options, windowsForHolders: true } } : config.value;
    return { ok: true, value: { ...header, source: 'log', ruleset: baseRuleset(content), config: JSON.parse(JSON.stringify(played)) as Record<string, unknown>, seat: 0, moves } };
  }

  const created = content.newGame(record.setup, record.seed, legacyWindows);
  if (!created.ok) return { ok: false, code: 'INTERNAL', message: created.error.message };
  let state = created.value.state;
  let view = spectatorView(state);
  const steps: { patch: unknown[]; events: readonly GameEvent[] }[] = [];
  for (const { seat, action } of moves) {
    const applied = applyAction(state, seat, action);
    if (!applied.ok) return { ok: false, code: 'INTERNAL', message: `a stored action is refused: ${applied.error.message}` };
    state = applied.value.state;
    const step = spectatorStep(state, applied.value.events, view);
    view = step.view;
    steps.push({ patch: step.patch, events: step.events });
  }
  const start = { view: JSON.parse(JSON.stringify(spectatorView(created.value.state))), events: eventsFor(created.value.events, 'spectator') };
  // Plain JSON: the patches' values are parts of engine views.
  const value = JSON.parse(JSON.stringify({ ...header, source: 'views', ruleset: content.rulesetInfoOf(state), start, steps })) as Replay;
  return { ok: true, value };
}
