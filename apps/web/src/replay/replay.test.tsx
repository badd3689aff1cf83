import 'fake-indexeddb/auto';
import { eventsFor, viewFor, type Action, type GameView, type Viewer } from '@senjutsu/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { diff, REPLAY_FORMAT, REPLAY_VERSION, type Replay } from '@senjutsu/protocol';
import { createStore, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { defaultSetup } from '../hotseat/config';
import * as engine from '../hotseat/game';
import { HOTSEAT_KIND } from '../hotseat/handoff';
import { newHotSeatGame, replayOf } from '../hotseat/saved';
import { newSoloGame } from '../solo/config';
import { workerClient } from '../worker/client';
import { saveStore, type SavedGame } from '../worker/save';
import { localSession, type Opened, type Snapshot } from '../worker/session';
import { inProcessPort } from '../worker/testing';
import { importReplay, parseReplayText, replayOfKept, replayText } from './file';
import { keepReplay, keptReplays, MAX_KEPT } from './kept';
import { rebuild, type Timeline } from './timeline';
import { EveryHand } from './EveryHand';
import { translate, type Key, type Params } from '../i18n';

// Replays of local games (issue 25): a game finished in this browser is kept (worker/save.ts
// `finish`), and its replay, rebuilt through the engine from the saved config and actions, shows at
// each step exactly what the game showed. Files are read back only when they are replays; a bad one
// changes nothing. A spectator-views replay (online, hands hidden) is rebuilt from its patches.

let stores = 0;
const freshStore = (): UseStore => createStore(`senjutsu-replay-test-${stores++}`, 'games');
const value = (o: Opened | null): Snapshot => {
  if (o === null || !o.ok) throw new Error(o === null ? 'no game' : o.error.message);
  return o.value;
};
const timelineOf = (replay: Replay): Timeline => {
  const rebuilt = rebuild(replay);
  if (!rebuilt.ok) throw new Error(rebuilt.message);
  return rebuilt.value;
};
const watched = (view: GameView): GameView => ({ ...view, decisions: [] });

describe('replays of local games', () => {
  it('a finished solo game is kept, and its replay reaches every position the player saw', async () => {
    const idb = freshStore();
    const store = saveStore(idb);
    const made = newSoloGame({ mode: 'coop', seats: [{ character: 'ronin', deck: { kind: 'signature' } }], battlefield: 'burnt-village', coop: { automata: [{ automaton: 'katana-ashigaru' }] } }, 'replay-solo-1', 1_000);
    if (!made.ok) throw new Error(made.message);
    const session = localSession('solo', workerClient(inProcessPort()), store);
    let shown = value(await session.begin(made.value));
    const seen: Snapshot[] = [shown];
    for (let i = 0; i < 40 && !shown.over; i++) {
      shown = value(await session.act(shown.view.decisions[0]!.options[0]!));
      seen.push(shown);
    }
    expect(await keptReplays(idb)).toEqual([]);
    await store.finish('solo', made.value.id, { won: false, rounds: shown.view.round, finishedAt: 5_000 });
    const kept = await keptReplays(idb);
    expect(kept.map((k) => [k.id, k.kind])).toEqual([[made.value.id, 'solo']]);
    const replay = replayOfKept(kept[0]!);
    if (!replay.ok) throw new Error(replay.message);
    const timeline = timelineOf(replay.value);
    expect(timeline.last).toBe(seen.length - 1);
    expect(timeline.viewer).toBe(0);
    expect(timeline.viewers).toEqual([0, 'spectator']);
    for (const at of [0, 7, timeline.last]) {
      const frame = timeline.frame(at, 0);
      expect(frame.view).toEqual(watched(seen[at]!.view));
      expect(frame.events).toEqual(seen[at]!.events);
    }
  });

  it('a hot-seat game keeps each action\'s seat: the replay shows either seat\'s hand, and the spectator none', async () => {
    const idb = freshStore();
    const store = saveStore(idb);
    const made = newHotSeatGame(defaultSetup(), 'replay-hotseat-1', 1_000);
    if (!made.ok) throw new Error(made.message);
    await store.begin(made.value);
    const started = engine.startHotSeatGame(replayOf(made.value).config);
    if (!started.ok) throw new Error(started.error.message);
    let game = started.value;
    for (let i = 0; i < 400 && game.state.round < 2; i++) {
      if (game.shown === null) game = engine.confirmHandOver(game);
      const seat = game.shown!;
      const action = engine.screenView(game)!.decisions[0]!.options[0]!;
      const step = engine.act(game, action);
      if (!step.ok) throw new Error(step.error.message);
      await store.append(HOTSEAT_KIND, made.value.id, action, { seat, round: step.value.state.round });
      game = step.value;
    }
    await store.finish(HOTSEAT_KIND, made.value.id, { won: false, rounds: 2, finishedAt: 6_000 });
    const replay = replayOfKept((await keptReplays(idb))[0]!);
    if (!replay.ok) throw new Error(replay.message);
    const timeline = timelineOf(replay.value);
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      const frame = timeline.frame(timeline.last, viewer);
      expect(frame.view).toEqual(watched(viewFor(game.state, viewer)));
      expect(frame.events).toEqual(eventsFor(game.events, viewer));
    }
    expect(timeline.frame(timeline.last, 'spectator').view.seats.map((s) => s.hand)).toEqual([undefined, undefined]);
    expect(timeline.frame(timeline.last, 1).view.seats[1]!.hand!.length).toBeGreaterThan(0);
  });

  it(`keeps only the newest ${MAX_KEPT} finished games`, async () => {
    const idb = freshStore();
    const saved = { id: 'x', kind: 'solo', game: { config: {}, seat: 0 }, actions: [], startedAt: 0, character: 'ronin', opponents: [], finished: true } satisfies SavedGame;
    for (let i = 0; i < MAX_KEPT + 3; i++) await keepReplay({ id: `g${i}`, kind: 'solo', saved, rounds: 1, finishedAt: i }, idb);
    expect((await keptReplays(idb)).map((k) => k.id)).toEqual(Array.from({ length: MAX_KEPT }, (_, i) => `g${MAX_KEPT + 2 - i}`));
  });
});

describe('replay files', () => {
  const hotseatReplay = (): Replay => {
    const made = newHotSeatGame(defaultSetup(), 'replay-file-1', 1_000);
    if (!made.ok) throw new Error(made.message);
    const replay = replayOfKept({ id: 'f', kind: 'hotseat', saved: made.value, rounds: 0, finishedAt: 7_000 });
    if (!replay.ok) throw new Error(replay.message);
    return replay.value;
  };

  it('an exported replay reads back equal; a bad file is refused with the reason and nothing kept', async () => {
    const idb = freshStore();
    const replay = hotseatReplay();
    expect(parseReplayText(replayText(replay))).toEqual({ ok: true, value: replay });
    expect(await importReplay('{not json', 'a.json', 1, idb)).toEqual({ ok: false, message: 'not JSON' });
    expect(await importReplay(JSON.stringify({ ...replay, format: 'chess-pgn' }), 'b.json', 2, idb)).toMatchObject({ ok: false, message: expect.stringContaining('format') });
    expect(await importReplay(JSON.stringify({ ...replay, moves: [{ seat: 9, action: { kind: 'pass' } }] }), 'c.json', 3, idb)).toMatchObject({ ok: false, message: expect.stringContaining('moves.0.seat') });
    expect(await keptReplays(idb)).toEqual([]);
    const imported = await importReplay(replayText(replay), 'd.json', 4, idb);
    expect(imported.ok).toBe(true);
    const kept = await keptReplays(idb);
    expect(kept.map((k) => k.kind)).toEqual(['file']);
    expect(replayOfKept(kept[0]!)).toEqual({ ok: true, value: replay });
  });

  it('every hand: at each position a log replay gives every seat\'s hand and face-down choice together, as the game held them; a views replay gives none', () => {
    const replay = hotseatReplay();
    if (replay.source !== 'log') throw new Error('log expected');
    const started = engine.startHotSeatGame(replayOf({ ...({} as SavedGame), game: { config: replay.config, seat: 0 }, actions: [] }).config);
    if (!started.ok) throw new Error(started.error.message);
    let game = started.value;
    const states = [game.state];
    const moves: { seat: number; action: Action }[] = [];
    for (let i = 0; i < 400 && game.state.round < 3; i++) {
      if (game.shown === null) game = engine.confirmHandOver(game);
      const seat = game.shown!;
      const action = engine.screenView(game)!.decisions[0]!.options[0]!;
      const step = engine.act(game, action);
      if (!step.ok) throw new Error(step.error.message);
      game = step.value;
      moves.push({ seat, action });
      states.push(game.state);
    }
    const timeline = timelineOf({ ...replay, moves });
    const withChoice = states.findIndex((s) => s.seats[0]!.selected !== null && s.seats[1]!.selected === null);
    expect(withChoice).toBeGreaterThan(0); // a position where one seat has chosen face down and the other not yet
    for (const at of [0, withChoice, timeline.last]) {
      const hands = timeline.hands!(at);
      expect(hands.map((h) => h.seat)).toEqual([0, 1]);
      for (const h of hands) {
        const truth = states[at]!.seats[h.seat]!;
        expect(h.hand.map((c) => c.card), `position ${at}, seat ${h.seat}`).toEqual(truth.hand);
        expect(h.hand.length).toBeGreaterThan(0);
        expect(h.selected?.card ?? null, `position ${at}, seat ${h.seat}: the face-down choice`).toBe(truth.selected);
      }
    }
    // Drawn together: both seats' cards, each under its seat, and the face-down choice marked.
    const t = (key: Key, params?: Params) => translate('en', key, params);
    const markup = renderToStaticMarkup(<EveryHand hands={timeline.hands!(withChoice)} view={timeline.frame(withChoice, 'spectator').view} rules={timeline.rules} lang="en" t={t} />);
    const sections = markup.split('class="every-hand-seat"').slice(1);
    expect(sections).toHaveLength(2);
    sections.forEach((section, seat) => {
      const cards = [...section.matchAll(/data-testid="replay-hand-card" data-card="([^"]+)"/g)].map((m) => m[1]);
      expect(cards, `seat ${seat}'s row`).toEqual(states[withChoice]!.seats[seat]!.hand);
    });
    expect(markup).toContain(`data-testid="replay-selected" data-card="${states[withChoice]!.seats[0]!.selected}"`);
    expect(markup).toContain(t('replay.chosen'));
  });

  it('a replay whose actions the engine refuses says which one, and a views replay whose patch does not fit is refused', () => {
    const replay = hotseatReplay();
    if (replay.source !== 'log') throw new Error('log expected');
    expect(rebuild({ ...replay, moves: [{ seat: 1, action: { kind: 'pass' } }] })).toMatchObject({ ok: false, message: expect.stringMatching(/^action 1: /) });
    // A views replay made as the server makes one, from a hot-seat game's spectator views.
    const started = engine.startHotSeatGame(replayOf({ ...({} as SavedGame), game: { config: replay.config, seat: 0 }, actions: [] }).config);
    if (!started.ok) throw new Error(started.error.message);
    let game = engine.confirmHandOver(started.value);
    const views = [viewFor(game.state, 'spectator')];
    const steps: { patch: ReturnType<typeof diff>; events: readonly unknown[] }[] = [];
    for (let i = 0; i < 12; i++) {
      if (game.shown === null) game = engine.confirmHandOver(game);
      const before = game.events.length;
      const step = engine.act(game, engine.screenView(game)!.decisions[0]!.options[0]!);
      if (!step.ok) throw new Error(step.error.message);
      game = step.value;
      views.push(viewFor(game.state, 'spectator'));
      steps.push({ patch: diff(views.at(-2), views.at(-1)), events: eventsFor(game.events.slice(before), 'spectator') });
    }
    const json = JSON.parse(JSON.stringify({
      format: REPLAY_FORMAT, version: REPLAY_VERSION, kind: 'online', ruleset: replay.ruleset, result: null, finishedAt: 0, source: 'views',
      start: { view: views[0], events: eventsFor(started.value.events, 'spectator') }, steps,
    }));
    const parsed = parseReplayText(JSON.stringify(json));
    if (!parsed.ok) throw new Error(parsed.message);
    const timeline = timelineOf(parsed.value);
    expect(timeline.viewers).toEqual(['spectator']);
    expect(timeline.hands).toBeNull();
    expect(timeline.frame(12, 'spectator').view).toEqual(JSON.parse(JSON.stringify(watched(views[12]!))));
    json.steps[3].patch = [{ path: ['seats', 7, 'wounds'], value: 1 }];
    const broken = parseReplayText(JSON.stringify(json));
    expect(broken.ok && rebuild(broken.value)).toMatchObject({ ok: false, message: expect.stringMatching(/^action 4: /) });
  });
});
