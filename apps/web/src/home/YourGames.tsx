import { useState } from 'react';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import { forgetExpired, forgetGame } from '../net/saved';
import { rememberedRooms } from '../net/tokens';
import { saveStore } from '../worker/save';
import { MODE_NAME, PAGE_OF, savedGameText, useSavedGames } from './savedGames';

// The games this browser holds: online rooms it has a link for (back to a seat after closing the
// tab, or forget it), and the unfinished solo, horde and hot-seat games saved in it.
export function YourGames() {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  // Links of games the server has removed by now (its retention after their end) are dropped first.
  const [rooms, setRooms] = useState(() => {
    forgetExpired();
    return rememberedRooms();
  });
  const local = useSavedGames();
  // Discarding forgets a saved game for good: the row asks once more.
  const [discarding, setDiscarding] = useState<string | null>(null);
  if (rooms.length === 0 && local.games.length === 0) return null;
  return (
    <section className="panel" data-testid="your-games">
      <h2>{t('home.games.title')}</h2>
      <ul className="deck-list">
        {local.games.map((saved) => (
          <li key={saved.kind} data-testid={`your-game-${saved.kind}`}>
            <span>{t('games.local', { mode: t(MODE_NAME[saved.kind]), game: savedGameText(t, lang, names, saved) })}</span>
            <a
              className="button-link"
              href={PAGE_OF[saved.kind]}
              onClick={(e) => {
                e.preventDefault();
                navigate(PAGE_OF[saved.kind]);
              }}
            >
              {t('home.open')}
            </a>
            {discarding === saved.kind ? (
              <span className="solo-abandon" role="group">
                {t('solo.abandonSure')}
                <button type="button" data-testid={`your-game-discard-yes-${saved.kind}`} onClick={() => void saveStore().abandon(saved.kind).catch(() => undefined).then(local.refresh)}>
                  {t('solo.abandonYes')}
                </button>
                <button type="button" onClick={() => setDiscarding(null)}>
                  {t('saved.cancel')}
                </button>
              </span>
            ) : (
              <button type="button" data-testid={`your-game-discard-${saved.kind}`} onClick={() => setDiscarding(saved.kind)}>
                {t('games.discard')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {rooms.length > 0 && <p className="hint">{t('home.games.hint')}</p>}
      <ul className="deck-list">
        {rooms.map((room) => (
          <li key={room}>
            <span>{t('home.games.game', { id: room.slice(0, 8) })}</span>
            <a
              className="button-link"
              href={`/game/${room}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/game/${room}`);
              }}
            >
              {t('home.open')}
            </a>
            <button
              type="button"
              onClick={() => {
                forgetGame(room);
                setRooms(rememberedRooms());
              }}
            >
              {t('home.games.forget')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
