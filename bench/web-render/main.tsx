import type { GameEvent, GameView } from '@senjutsu/engine';
import type { RulesetInfo } from '@senjutsu/protocol';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { rulesetOfJoin } from '../../apps/web/src/app/rules';
import '../../apps/web/src/app/app.css';
import { Table } from '../../apps/web/src/table/Table';

// bench/web-render.bench.ts's page: the shared Table alone, fed a recorded solo game's worker
// answers one by one as the solo page gets them (a fresh copy of the view, the events so far).

type Frame = { readonly view: GameView; readonly events: readonly GameEvent[] };

/** Renders every frame once; per frame the milliseconds of React's render and commit, and of the style and layout after it. */
function play(ruleset: RulesetInfo, frames: readonly Frame[]): { react: number[]; layout: number[] } {
  const rules = rulesetOfJoin(ruleset);
  if (!rules.ok) throw new Error(rules.message);
  const host = document.getElementById('table')!;
  const root = createRoot(host);
  const react: number[] = [];
  const layout: number[] = [];
  let events: readonly GameEvent[] = [];
  for (const frame of structuredClone(frames)) {
    events = [...events, ...frame.events];
    const t0 = performance.now();
    flushSync(() => root.render(<Table view={frame.view} rules={rules.value} events={events} onAction={() => undefined} busy={false} />));
    const t1 = performance.now();
    void host.getBoundingClientRect().height; // style and layout now
    const t2 = performance.now();
    react.push(t1 - t0);
    layout.push(t2 - t1);
  }
  root.unmount();
  return { react, layout };
}

(window as unknown as { benchPlay: typeof play }).benchPlay = play;
