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
        <span aria-hidden>{sounds ? '🔊' : '🔇'}</span>
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
