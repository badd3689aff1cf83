import type { Viewer } from '@senjutsu/engine';
import { HttpErrorSchema, type Replay } from '@senjutsu/protocol';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { characterName } from '../board/characters';
import { errorText } from '../app/errors';
import { TopBar } from '../app/TopBar';
import { useLang, useT } from '../i18n';
import { rememberedToken, tokenInFragment } from '../net/tokens';
import type { ShownError } from '../store/match';
import { Table } from '../table/Table';
import { replayFileName, replayOfKept, replayText, type Parsed } from './file';
import { keptReplay } from './kept';
import { rebuild, type Timeline } from './timeline';
import { EveryHand } from './EveryHand';
import { useReplayKeys } from './keys';
import './replay.css';

// A finished game watched again (issue 25): the replay loaded (a kept local game or file by its id
// in the fragment, `/replay#id=<id>`, or an online room's from the server, `/replay/<room>#t=<token>`),
// rebuilt (timeline.ts) and shown on the game's own Table, read-only, one action at a time.

const AUTOPLAY_MS = 900;

/** A replay, or why not: a server's refusal by its code (translated), anything else by its message. */
type Load = Parsed | { readonly ok: false; readonly error: ShownError };

async function loadReplay(room: string | null): Promise<Load> {
  if (room === null) {
    const id = new URLSearchParams(window.location.hash.slice(1)).get('id');
    const kept = id === null ? null : await keptReplay(id).catch(() => null);
    return kept === null ? { ok: false, message: 'this game is no longer kept in this browser' } : replayOfKept(kept);
  }
  const token = tokenInFragment(window.location.hash) ?? rememberedToken(room);
  if (token === null) return { ok: false, message: 'the link holds no key to the game' };
  try {
    const answer = await fetch(`/api/rooms/${encodeURIComponent(room)}/replay`, { headers: { 'x-room-token': token } });
    const json: unknown = await answer.json();
    if (!answer.ok) {
      const refused = HttpErrorSchema.safeParse(json);
      return refused.success ? { ok: false, error: refused.data.error } : { ok: false, message: `HTTP ${answer.status}` };
    }
    const { ReplaySchema } = await import('@senjutsu/protocol');
    const parsed = ReplaySchema.safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'not a replay' };
  } catch {
    return { ok: false, error: { code: 'CONNECTION', message: 'no answer' } };
  }
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed'; readonly problem: { readonly message: string } | { readonly error: ShownError } } | { readonly state: 'ready'; readonly replay: Replay; readonly timeline: Timeline };

export function ReplayPage({ room }: { readonly room: string | null }): ReactElement {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void loadReplay(room).then((parsed) => {
      if (!live) return;
      if (!parsed.ok) return setLoaded({ state: 'failed', problem: parsed });
      const rebuilt = rebuild(parsed.value);
      setLoaded(rebuilt.ok ? { state: 'ready', replay: parsed.value, timeline: rebuilt.value } : { state: 'failed', problem: rebuilt });
    });
    return () => {
      live = false;
    };
  }, [room]);
  if (loaded.state !== 'ready') {
    return (
      <>
        <TopBar />
        <p className="page-message" role={loaded.state === 'failed' ? 'alert' : 'status'} data-testid="replay-message">
          {loaded.state === 'loading' ? t('replay.loading') : t('replay.failed', { message: 'error' in loaded.problem ? errorText(t, loaded.problem.error) : loaded.problem.message })}
        </p>
      </>
    );
  }
  return <Watch replay={loaded.replay} timeline={loaded.timeline} />;
}

function Watch({ replay, timeline }: { readonly replay: Replay; readonly timeline: Timeline }): ReactElement {
  const t = useT();
  const lang = useLang();
  const [at, setAt] = useState(0);
  // A game that revealed its hands (an online room's setting) opens with every hand shown.
  const [viewer, setViewer] = useState<Viewer | 'every'>(timeline.hands !== null && replay.kind === 'online' ? 'every' : timeline.viewer);
  const [playing, setPlaying] = useState(false);
  const last = timeline.last;
  const go = (to: number) => setAt(Math.max(0, Math.min(last, to)));
  useEffect(() => {
    if (!playing) return;
    if (at >= last) return setPlaying(false);
    const timer = window.setTimeout(() => setAt((a) => Math.min(last, a + 1)), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, at, last]);
  useReplayKeys({ first: () => go(0), back: () => go(at - 1), forward: () => go(at + 1), last: () => go(last), toggle: () => setPlaying((p) => !p) });
  const frame = useMemo(() => timeline.frame(at, viewer === 'every' ? 'spectator' : viewer), [timeline, at, viewer]);
  const hands = useMemo(() => (viewer === 'every' && timeline.hands !== null ? timeline.hands(at) : null), [timeline, at, viewer]);
  const seatLabel = (v: Viewer) => (v === 'spectator' ? t('replay.asSpectator') : characterName(frame.view.seats[v]?.character ?? '', lang));
  const viewers = timeline.hands === null ? timeline.viewers : [...timeline.viewers, 'every' as const];
  const download = () => {
    const url = URL.createObjectURL(new Blob([replayText(replay)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = replayFileName(replay);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <>
      <TopBar>
        <strong className="replay-title">{t('replay.title')}</strong>
      </TopBar>
      <div className="banner replay-bar" role="toolbar" aria-label={t('replay.controls')} data-testid="replay-bar">
        <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={at === 0} aria-label={t('replay.first')} title={t('replay.first')}>|◀</button>
        <button type="button" data-testid="replay-back" onClick={() => go(at - 1)} disabled={at === 0} aria-label={t('replay.back')} title={t('replay.back')}>◀</button>
        <button type="button" data-testid="replay-play" onClick={() => setPlaying(!playing)} disabled={!playing && at === last} aria-pressed={playing}>
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button type="button" data-testid="replay-forward" onClick={() => go(at + 1)} disabled={at === last} aria-label={t('replay.forward')} title={t('replay.forward')}>▶</button>
        <button type="button" data-testid="replay-last" onClick={() => go(last)} disabled={at === last} aria-label={t('replay.last')} title={t('replay.last')}>▶|</button>
        <input type="range" className="replay-slider" min={0} max={last} value={at} onChange={(e) => go(Number(e.target.value))} aria-label={t('replay.step', { n: at, total: last })} />
        <span className="replay-step" data-testid="replay-step" data-at={at} data-last={last} aria-live="polite">{t('replay.step', { n: at, total: last })}</span>
        {viewers.length > 1 ? (
          <label className="replay-viewer">
            {t('replay.as')}{' '}
            <select data-testid="replay-viewer" value={String(viewer)} onChange={(e) => setViewer(e.target.value === 'spectator' || e.target.value === 'every' ? e.target.value : Number(e.target.value))}>
              {viewers.map((v) => <option key={v} value={String(v)}>{v === 'every' ? t('replay.everyHand') : seatLabel(v)}</option>)}
            </select>
          </label>
        ) : (
          <span className="hint">{t('replay.handsHidden')}</span>
        )}
        <button type="button" data-testid="replay-export" onClick={download}>{t('replay.export')}</button>
      </div>
      <main className="game">
        <Table view={frame.view} rules={timeline.rules} events={frame.events} onAction={ignore} busy={false} />
        {hands !== null && <EveryHand hands={hands} view={frame.view} rules={timeline.rules} lang={lang} t={t} />}
      </main>
    </>
  );
}

const ignore = (): void => undefined;
