import { useEffect } from 'react';
import { unlockAudio, playCue } from '../app/sounds';
import { useT } from '../i18n';
import { useStore } from '../store';
import './motion.css';

// The top bar's "sound and motion" switches, on every page: sounds (off until turned on) and the
// figures' animations (on unless the browser asks for reduced motion). The page's <html> carries
// data-motion, which motion.css reads to stop every animation when motion is off.

export function MotionSettings() {
  const t = useT();
  const motion = useStore((s) => s.motion);
  const sounds = useStore((s) => s.sounds);
  const setMotion = useStore((s) => s.setMotion);
  const setSounds = useStore((s) => s.setSounds);
  useEffect(() => {
    document.documentElement.dataset.motion = motion ? 'on' : 'off';
  }, [motion]);
  return (
    <details className="motion-settings" data-testid="motion-settings">
      <summary aria-label={t('motion.title')} title={t('motion.title')}>
        <SpeakerIcon on={sounds} />
      </summary>
      <div>
        <label>
          <input type="checkbox" data-testid="setting-motion" checked={motion} onChange={(e) => setMotion(e.target.checked)} />
          {t('motion.animations')}
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="setting-sounds-bar"
            checked={sounds}
            onChange={(e) => {
              setSounds(e.target.checked);
              if (e.target.checked && unlockAudio() !== null) playCue('step'); // made on this click, as browsers require
            }}
          />
          {t('motion.sounds')}
        </label>
      </div>
    </details>
  );
}

/** A speaker, with waves when sounds are on and crossed out when off (drawn: no emoji font needed). */
function SpeakerIcon({ on }: { readonly on: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 8h3l4-3v10l-4-3H3z" fill="currentColor" />
      {on ? <path d="M13 7.5a3.5 3.5 0 0 1 0 5M15 5a7 7 0 0 1 0 10" /> : <path d="M13 7.5l5 5M18 7.5l-5 5" />}
    </svg>
  );
}
