import { useState } from 'react';
import { navigate } from '../app/router';
import { useT } from '../i18n';
import { forgetExpired, forgetGame } from '../net/saved';
import { rememberedRooms } from '../net/tokens';

// The games this browser holds a link for: back to a seat after closing the tab, or forget it.
export function YourGames() {
  const t = useT();
  // Links of games the server has removed by now (its retention after their end) are dropped first.
  const [rooms, setRooms] = useState(() => {
    forgetExpired();
    return rememberedRooms();
  });
  if (rooms.length === 0) return null;
  return (
    <section className="panel" data-testid="your-games">
      <h2>{t('home.games.title')}</h2>
      <p className="hint">{t('home.games.hint')}</p>
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
