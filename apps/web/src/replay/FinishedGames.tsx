import { useEffect, useRef, useState, type ReactElement } from 'react';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import { MODE_NAME, savedGameText } from '../home/savedGames';
import { useLang, useT } from '../i18n';
import { keptReplays, MAX_KEPT, type KeptReplay } from './kept';

// The home page's "Finished games" (issue 25): the games finished in this browser and the replay
// files opened here (replay/kept.ts), each with its Replay button, and a way to open a replay file.
// A file that is not a replay is refused with the reason, and the list stays as it was.

const open = (id: string) => navigate(`/replay#id=${encodeURIComponent(id)}`);

export function FinishedGames(): ReactElement {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const [kept, setKept] = useState<readonly KeptReplay[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    keptReplays().then(setKept, () => setKept([])); // no IndexedDB: nothing kept
  }, []);
  const label = (entry: KeptReplay): string => {
    const date = new Date(entry.finishedAt).toLocaleDateString(lang);
    if (entry.kind === 'file') return `${entry.name} (${date})`;
    return t('games.local', { mode: t(MODE_NAME[entry.kind]), game: `${savedGameText(t, lang, names, entry.saved)} (${date})` });
  };
  const importFile = async (file: File) => {
    setProblem(null);
    const { importReplay } = await import('./file');
    const imported = await importReplay(await file.text(), file.name, Date.now()).catch((e: unknown) => ({ ok: false as const, message: String(e) }));
    if (imported.ok) open(imported.id);
    else setProblem(imported.message);
  };
  return (
    <section className="panel" data-testid="finished-games">
      <h2>{t('replay.finishedGames')}</h2>
      {kept.length === 0 ? (
        <p className="hint">{t('replay.noFinished')}</p>
      ) : (
        <ul className="deck-list">
          {kept.map((entry) => (
            <li key={entry.id} data-testid="finished-game" data-kind={entry.kind}>
              <span>{label(entry)}</span>
              <button type="button" data-testid="finished-game-replay" onClick={() => open(entry.id)}>
                {t('replay.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {kept.length >= MAX_KEPT && <p className="hint">{t('replay.kept', { n: MAX_KEPT })}</p>}
      {/* A button opens the file chooser: the input itself is not shown (a styled label would hide its focus). */}
      <button type="button" data-testid="replay-import-button" onClick={() => picker.current?.click()}>
        {t('replay.import')}
      </button>
      <input
        ref={picker} type="file" accept="application/json,.json" data-testid="replay-import" hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file !== undefined) void importFile(file);
        }}
      />
      {problem !== null && <p className="form-warning" role="alert" data-testid="replay-import-error">{t('replay.importFailed', { message: problem })}</p>}
    </section>
  );
}
