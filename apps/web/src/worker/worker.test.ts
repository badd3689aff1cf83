import { applyAction, createGame, viewFor, type Action, type GameConfig, type GameState } from '@senjutsu/engine';
import { describe, expect, it } from 'vitest';
import { workerClient, type Port } from './client';
import { soloGame } from './testing';
import { createHost } from './host';
import { FromWorkerSchema, ToWorkerSchema, type FromWorker } from './protocol';

// The engine worker's protocol with the real content: a solo game against a katana ashigaru
// (section 20) played through the host the worker runs, beside the engine itself, to its end.

/** The order of every automaton's deck (decks of three cards or more), as a run of card numbers. */
const deckOrders = (state: GameState): string[] =>
  (state.solo?.records ?? []).map((r) => r.deck.filter((n) => /^[SN]\d{3}$/.test(n))).filter((d) => d.length >= 3).map((d) => d.join(','));
/** Every solo card number a reply names, in the order it names them, however they are wrapped. */
const numbersIn = (json: string): string => (json.match(/S\d{3}|N\d{3}/g) ?? []).join(',');

/** The first option of the player's first decision (the e2e policy's simplest form). */
const firstOption = (reply: FromWorker): Action => {
  if (reply.type !== 'started' && reply.type !== 'update') throw new Error(`no view in ${reply.type}`);
  const decision = reply.view.decisions[0];
  if (decision === undefined) throw new Error(`no decision at ${reply.view.step}`);
  return decision.options[0]!;
};

describe('engine worker host (R-SOLO-ROUND-1: an automaton never has a decision)', () => {
  it('plays a solo game to its end: every reply parses, is the human seat’s view of the engine’s state, and never holds an automaton’s deck order', () => {
    const game = soloGame('worker-1');
    const host = createHost();
    const created = createGame(game.config as unknown as GameConfig);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    let reply = host.handle({ type: 'start', game, actions: [] });
    let automatonEvents = 0;
    let checkedOrders = 0;
    for (let id = 0; ; id++) {
      expect(FromWorkerSchema.safeParse(reply).success, reply.type).toBe(true);
      if (reply.type !== 'started' && reply.type !== 'update') throw new Error(JSON.stringify(reply));
      const json = numbersIn(JSON.stringify(reply));
      for (const order of deckOrders(state)) {
        expect(json.includes(order), `the deck order ${order} left the worker`).toBe(false);
        checkedOrders++;
      }
      expect(reply.view).toEqual(viewFor(state, 0));
      expect(reply.view.seats.filter((s) => s.hand !== undefined).map((s) => s.seat)).toEqual([0]);
      automatonEvents += reply.events.filter((e) => e.kind === 'automaton' && e.seat === 1 && /^(R|OP)-/.test(e.rule)).length;
      if (reply.over) break;
      expect(id).toBeLessThan(600);
      const action = firstOption(reply);
      const applied = applyAction(state, 0, action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      reply = host.handle({ type: 'act', id, action });
      if (reply.type === 'update') expect(reply.id).toBe(id);
    }
    expect(reply.view.winners).not.toBeNull();
    expect(automatonEvents).toBeGreaterThan(10);
    expect(checkedOrders).toBeGreaterThan(10);
  });

  it('refuses an action the engine refuses with its error, and the game goes on from the same position', () => {
    const host = createHost();
    const started = host.handle({ type: 'start', game: soloGame('worker-2'), actions: [] });
    if (started.type !== 'started') throw new Error(started.type);
    const refused = host.handle({ type: 'act', id: 7, action: { kind: 'target', seat: 3 } });
    expect(refused).toMatchObject({ type: 'refused', id: 7, error: { code: 'ILLEGAL_OPTION' } });
    const next = host.handle({ type: 'act', id: 8, action: firstOption(started) });
    expect(next).toMatchObject({ type: 'update', id: 8 });
  });

  it('resumes by replay: the same config and actions reach the same view and the same events (the engine is deterministic)', () => {
    const game = soloGame('worker-3');
    const first = createHost();
    let reply = first.handle({ type: 'start', game, actions: [] });
    const actions: Action[] = [];
    const events = reply.type === 'started' ? [...reply.events] : [];
    for (let id = 0; id < 30; id++) {
      const action = firstOption(reply);
      actions.push(action);
      reply = first.handle({ type: 'act', id, action });
      if (reply.type === 'update') events.push(...reply.events);
    }
    const resumed = createHost().handle({ type: 'start', game, actions });
    expect(resumed.type).toBe('started');
    if (resumed.type !== 'started' || reply.type !== 'update') return;
    expect(resumed.view).toEqual(reply.view);
    expect(resumed.events).toEqual(events);
  });

  it('a saved action the engine refuses on replay fails the start; a bad config fails with INVALID_CONFIG', () => {
    expect(createHost().handle({ type: 'start', game: soloGame('worker-4'), actions: [{ kind: 'pass' }, { kind: 'target', seat: 3 }] }).type).toBe('failed');
    const broken = createHost().handle({ type: 'start', game: { config: { seed: 'x' }, seat: 0 }, actions: [] });
    expect(broken).toMatchObject({ type: 'failed', error: { code: 'INVALID_CONFIG' } });
  });
});

describe('worker messages at the boundary', () => {
  it('the worker refuses messages that are not the protocol’s (unknown type, malformed action, a seat out of range)', () => {
    const game = soloGame('worker-5');
    expect(ToWorkerSchema.safeParse({ type: 'start', game, actions: [] }).success).toBe(true);
    expect(ToWorkerSchema.safeParse({ type: 'cheat', game }).success).toBe(false);
    expect(ToWorkerSchema.safeParse({ type: 'act', id: 1, action: { kind: 'teleport' } }).success).toBe(false);
    expect(ToWorkerSchema.safeParse({ type: 'act', id: 1, action: { kind: 'target', seat: 9 } }).success).toBe(false);
    expect(ToWorkerSchema.safeParse({ type: 'start', game: { ...game, seat: 4 }, actions: [] }).success).toBe(false);
  });

  it('the page refuses a reply that does not parse (a view with an extra field) and answers each request in order', async () => {
    const replies: unknown[] = [];
    const port: Port = { onmessage: null, postMessage: () => setTimeout(() => port.onmessage?.({ data: replies.shift() }), 0), terminate: () => undefined };
    const client = workerClient(port);
    const good = createHost().handle({ type: 'start', game: soloGame('worker-6'), actions: [] });
    if (good.type !== 'started') throw new Error(good.type);
    replies.push({ ...good, view: { ...good.view, deckOrder: ['S001'] } }, good);
    const [bad, fine] = await Promise.all([client.request({ type: 'act', id: 0, action: { kind: 'pass' } }), client.request({ type: 'act', id: 1, action: { kind: 'pass' } })]);
    expect(bad).toMatchObject({ type: 'failed', error: { code: 'INVALID_STATE' } });
    expect(fine.type).toBe('started');
  });

  it('a worker that breaks fails the requests waiting on it instead of leaving the page busy forever', async () => {
    const port: Port = { onmessage: null, onerror: null, postMessage: () => setTimeout(() => port.onerror?.({ message: 'boom' }), 0), terminate: () => undefined };
    const reply = await workerClient(port).request({ type: 'act', id: 0, action: { kind: 'pass' } });
    expect(reply).toMatchObject({ type: 'failed', error: { message: 'the engine worker failed: boom' } });
  });
});
