import type { ReactElement } from 'react';
import type { T } from '../i18n';

// The wound track (R-VICTORY-1, R-BLEED-4): one circle per wound up to the limit, normal wounds
// filled, bleeding wounds dark with a drop after them, the rest empty, and "n/limit" beside it.
// Bleeding wounds count toward the limit, so a full track is a defeat and nothing less is.

type Props = { readonly wounds: number; readonly bleeding: number; readonly limit: number; readonly t: T };

export function WoundTrack({ wounds, bleeding, limit, t }: Props): ReactElement {
  const circles = Math.max(limit, wounds + bleeding);
  const label = t('table.woundTrack', { wounds, bleeding, limit });
  return (
    <span className="wound-track" role="img" aria-label={label} title={`${label}. ${t('table.woundLegend')}`}
      data-testid="wound-track" data-wounds={wounds} data-bleeding={bleeding} data-limit={limit}>
      {Array.from({ length: circles }, (_, i) => (
        <i key={i} className={i < wounds ? 'wound' : i < wounds + bleeding ? 'bleeding' : 'free'} />
      ))}
      <b className="wound-count">{wounds + bleeding}/{limit}</b>
    </span>
  );
}
