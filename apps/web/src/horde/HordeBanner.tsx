import type { GameView } from '@senjutsu/engine';
import { useT } from '../i18n';
import { rankName } from './names';

// The horde banner above the table: level, wave, the rank so far, the automata's wound limit
// (R-HORDE-7, R-HORDE-RESET-10) and, with the variant, the fallen lord's hex (R-HORDE-LORD-1; none
// before it is placed, and none once it fell: R-HORDE-LORD-3, the run is over).

/** A hex as the player reads it on the printed board: column and row from 1 (offset coordinates). */
export const hexText = (h: { readonly q: number; readonly r: number }): string => `${h.q + 1}/${h.r + Math.floor(h.q / 2) + 1}`;

export function HordeBanner({ view }: { readonly view: GameView }) {
  const t = useT();
  const h = view.horde;
  if (h === undefined) return null;
  return (
    <div className="banner horde-banner" data-testid="horde-banner" data-level={h.level} data-wave={h.wave} data-rank={h.rank}>
      <strong>{t('horde.title')}</strong>
      <span data-testid="horde-level">{t('horde.level', { n: h.level })}</span>
      <span data-testid="horde-wave">{t('horde.wave', { n: h.wave })}</span>
      <span className="horde-rank" data-rank={h.rank}>{t('horde.rank', { rank: rankName(t, h.rank) })}</span>
      <span>{t('horde.woundLimit', { n: h.woundLimit })}</span>
      {h.fallenLord !== undefined && (
        <span data-testid="horde-banner-lord">{h.fallenLord === null ? t(h.over ? 'horde.lord.fallen' : 'horde.lord.none') : t('horde.lord', { hex: hexText(h.fallenLord) })}</span>
      )}
    </div>
  );
}
