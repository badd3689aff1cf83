import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import type { ContentNames } from '../app/content';
import { useLang, useT, type Key, type Lang, type T } from '../i18n';
import { LOCAL_KINDS, saveStore, type LocalKind, type SavedGame } from '../worker/save';

// The games saved in this browser (solo, horde, hot-seat: worker/save.ts) as the home page shows
// them: in "Your games", and as the question a new game of a kind asks while one is unfinished.

export const PAGE_OF: Readonly<Record<LocalKind, string>> = { solo: '/solo', horde: '/horde', hotseat: '/hotseat', computer: '/computer' };
export const MODE_NAME: Readonly<Record<LocalKind, Key>> = { solo: 'modes.solo', horde: 'modes.horde', hotseat: 'modes.hotseat', computer: 'modes.computer' };

/** "Ronin, Katana Ashigaru, round 9": who plays, and how far the game got. */
export function savedGameText(t: T, lang: Lang, names: ContentNames | null, saved: SavedGame): string {
  const character = (id: string) => names?.characterName(id, lang) ?? id;
  // A hot-seat game's opponents are characters; a solo or horde game's are automata (each kind once).
  const opponent = (id: string) => (saved.kind === 'hotseat' || saved.kind === 'computer' ? character(id) : (names?.automatonName(id, lang) ?? id));
  const all = [character(saved.character), ...new Set(saved.opponents.map(opponent))].join(', ');
  return saved.round === undefined || saved.round < 1 ? t('saved.game.setup', { names: all }) : t('saved.game', { names: all, round: saved.round });
}

/** Every unfinished game saved in this browser, one per kind at most; `refresh` reads them again. */
export function useSavedGames(): { readonly games: readonly SavedGame[]; readonly refresh: () => void } {
  const [games, setGames] = useState<readonly SavedGame[]>([]);
  const refresh = useCallback(() => {
    const store = saveStore();
    Promise.all(LOCAL_KINDS.map((kind) => store.current(kind)))
      .then((found) => setGames(found.filter((g): g is SavedGame => g !== null && !g.finished)))
      .catch(() => setGames([])); // no IndexedDB: nothing saved
  }, []);
  useEffect(refresh, [refresh]);
  return { games, refresh };
}

/**
 * A new game of `kind` asks first while one is saved unfinished: resume it, or discard it and
 * start. `guard(start)` starts at once when nothing is saved; `prompt` is the question, if asked.
 */
export function useStartGuard(kind: LocalKind): { readonly guard: (start: () => void) => void; readonly prompt: ReactElement | null } {
  const [asking, setAsking] = useState<{ readonly saved: SavedGame; readonly start: () => void } | null>(null);
  const guard = (start: () => void) => {
    void saveStore()
      .current(kind)
      .catch(() => null)
      .then((saved) => (saved === null || saved.finished ? start() : setAsking({ saved, start })));
  };
  const prompt =
    asking === null ? null : (
      <SavedPrompt
        saved={asking.saved}
        onResume={() => navigate(PAGE_OF[kind])}
        onDiscard={() => {
          setAsking(null);
          void saveStore().abandon(kind).catch(() => undefined).then(asking.start);
        }}
        onCancel={() => setAsking(null)}
      />
    );
  return { guard, prompt };
}

type PromptProps = { readonly saved: SavedGame; readonly onResume: () => void; readonly onDiscard: () => void; readonly onCancel: () => void };

function SavedPrompt({ saved, onResume, onDiscard, onCancel }: PromptProps) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  return (
    <div className="saved-prompt" role="alertdialog" aria-labelledby="saved-prompt-text" data-testid="saved-prompt" data-kind={saved.kind}>
      <p id="saved-prompt-text">{t('saved.prompt', { mode: t(MODE_NAME[saved.kind]), game: savedGameText(t, lang, names, saved) })}</p>
      <div className="buttons">
        <button type="button" className="primary" data-testid="saved-resume" autoFocus onClick={onResume}>
          {t('saved.resume')}
        </button>
        <button type="button" data-testid="saved-discard" onClick={onDiscard}>
          {t('saved.discard')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('saved.cancel')}
        </button>
      </div>
    </div>
  );
}
