import type { Lang } from '@senjutsu/cards';
import { useEffect, useMemo, useState } from 'react';
import { characterName } from '../board/characters';
import { useLang, useT, type T } from '../i18n';
import type { Snapshot } from '../worker/session';
import { bestStore, type BestStore, type HordeBest } from './best';
import { rankName } from './names';

// The end of a horde run: the rank earned (R-HORDE-RANK-1..4), the level and wave reached, and the
// personal bests, this run recorded among them once (a reload shows it again without a second entry).

/** The finished run as a personal-best entry. */
export function bestOf(snapshot: Snapshot, finishedAt: number): HordeBest | null {
  const h = snapshot.view.horde;
  const me = snapshot.view.viewer;
  if (h === undefined || me === 'spectator') return null;
  return { id: snapshot.id, character: snapshot.view.seats[me]?.character ?? '', rank: h.rank, level: h.level, wave: h.wave, won: (snapshot.view.winners ?? []).includes(me), finishedAt };
}

export const bestLine = (t: T, lang: Lang, b: HordeBest): string =>
  t('horde.best.line', { rank: rankName(t, b.rank), level: b.level, wave: b.wave, character: characterName(b.character, lang) });

export function BestList({ bests, current }: { readonly bests: readonly HordeBest[]; readonly current?: string }) {
  const t = useT();
  const lang = useLang();
  if (bests.length === 0) return null;
  return (
    <details className="horde-best" data-testid="horde-best" open>
      <summary>{t('horde.best')}</summary>
      <ol>
        {bests.map((b) => (
          <li key={b.id} data-current={String(b.id === current)}>
            {bestLine(t, lang, b)}
          </li>
        ))}
      </ol>
    </details>
  );
}

export function HordeResult({ snapshot, store }: { readonly snapshot: Snapshot; readonly store?: BestStore }) {
  const t = useT();
  const bests = useMemo(() => store ?? bestStore(), [store]);
  const [list, setList] = useState<readonly HordeBest[]>([]);
  const run = useMemo(() => bestOf(snapshot, Date.now()), [snapshot]);
  useEffect(() => {
    if (run === null) return;
    let live = true;
    bests
      .record(run)
      .then((after) => live && setList(after))
      .catch(() => undefined); // no IndexedDB: no personal bests
    return () => {
      live = false;
    };
  }, [bests, run]);
  const h = snapshot.view.horde;
  if (h === undefined || run === null) return null;
  return (
    <div className="horde-result" data-testid="horde-result" data-rank={h.rank} data-level={h.level} data-wave={h.wave}>
      <span className="horde-rank" data-rank={h.rank}>{t('horde.result.rank', { rank: rankName(t, h.rank) })}</span>
      <span>{t('horde.result.reached', { level: h.level, wave: h.wave })}</span>
      {list[0]?.id === run.id && <em data-testid="horde-new-best">{t('horde.result.newBest')}</em>}
      <BestList bests={list} current={run.id} />
    </div>
  );
}
