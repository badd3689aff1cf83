import type { ContentSummary } from '@senjutsu/protocol';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import { maxHumans } from './coop';
import type { SavedDeck } from './decks';
import { duplicateCharacters, MAX_SEATS, MAX_TERRAIN, MIN_SEATS, SIGNATURE, terrainPieces, withSeatCount, type SeatForm, type SetupForm } from './setup';

// The fields of a game's setup, shared by the online game and hot-seat: seats with character, deck
// and team, the battlefield, the terrain pieces and the open ruling. Names come in the player's
// language once the content's names have loaded (the server's English names meanwhile).

type Props = {
  readonly content: ContentSummary;
  readonly decks: readonly SavedDeck[];
  readonly form: SetupForm;
  readonly onChange: (form: SetupForm) => void;
  /** Solo and horde: only the player's own seat (the opponents are automata). */
  readonly single?: boolean;
  /** A duel against the computer: two seats, no choice of their number. */
  readonly duel?: boolean;
};

export function SetupFields({ content, decks, form, onChange, single = false, duel = false }: Props) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const characterName = (id: string) => names?.characterName(id, lang) ?? content.characters.find((c) => c.id === id)?.name ?? id;
  const setSeat = (index: number, seat: SeatForm) => onChange({ ...form, seats: form.seats.map((s, i) => (i === index ? seat : s)) });
  const pieces = terrainPieces(form).length;
  const coop = form.mode === 'coop';
  // A co-op room seats 1 human up to as many as the automata leave room for; a versus game 2 to 4.
  const [fewest, most] = coop ? [1, maxHumans(form)] : [MIN_SEATS, MAX_SEATS];
  // The sides of the game, each needing a start area: the humans and the automata in co-op.
  const sides = coop ? 2 : form.seats.length;
  const shownSeats = single ? form.seats.slice(0, 1) : form.seats;
  return (
    <div className="setup-fields">
      {!single && !duel && (
        <fieldset className="field-row">
          <legend>{t('home.players')}</legend>
          {Array.from({ length: most - fewest + 1 }, (_, i) => i + fewest).map((n) => (
            <button key={n} type="button" aria-pressed={form.seats.length === n} data-testid={`seat-count-${n}`} onClick={() => onChange(withSeatCount(form, n, content))}>
              {n}
            </button>
          ))}
        </fieldset>
      )}

      <div className="seats">
        {shownSeats.map((seat, index) => (
          <fieldset key={index} className={`seat-form seat-border-${index}`} data-testid={`seat-form-${index}`}>
            <legend>{t('home.seat', { n: index + 1 })}</legend>
            <label>
              {t('home.character')}
              <select value={seat.character} data-testid={`seat-character-${index}`} onChange={(e) => setSeat(index, { ...seat, character: e.target.value, deck: SIGNATURE })}>
                {content.characters.map((c) => (
                  <option key={c.id} value={c.id}>
                    {characterName(c.id)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('home.deck')}
              <select value={seat.deck} data-testid={`seat-deck-${index}`} onChange={(e) => setSeat(index, { ...seat, deck: e.target.value })}>
                <option value={SIGNATURE}>{t('home.deck.signature')}</option>
                {decks
                  .filter((d) => d.character === seat.character)
                  .map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
              </select>
            </label>
            {form.seats.length > 2 && !coop && !single && (
              <label>
                {t('home.team')}
                <select
                  value={seat.team ?? ''}
                  data-testid={`seat-team-${index}`}
                  onChange={(e) => setSeat(index, { ...seat, team: e.target.value === '' ? null : Number(e.target.value) })}
                >
                  <option value="">{t('home.team.none')}</option>
                  {form.seats.map((_, team) => (
                    <option key={team} value={team}>
                      {t('home.team.n', { n: team + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </fieldset>
        ))}
      </div>
      {duplicateCharacters(form) && !single && <p className="form-warning">{t('home.duplicateCharacter')}</p>}

      <label className="battlefield-field">
        {t('home.battlefield')}
        <select value={form.battlefield} data-testid="battlefield" onChange={(e) => onChange({ ...form, battlefield: e.target.value })}>
          {content.battlefields.map((b) => (
            // A battlefield without a start area per seat cannot hold this game.
            <option key={b.id} value={b.id} disabled={b.startAreas < sides}>
              {names?.battlefieldName(b.id, lang) ?? b.name}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="terrain-fields">
        <legend>
          {t('home.terrain')} ({pieces}/{MAX_TERRAIN})
        </legend>
        <p className="hint">{t('home.terrain.hint')}</p>
        <div className="terrain-grid">
          {content.terrain.map((kind) => {
            const n = form.terrain[kind] ?? 0;
            const set = (value: number) => onChange({ ...form, terrain: { ...form.terrain, [kind]: value } });
            return (
              <div key={kind} className="terrain-count" data-testid={`terrain-${kind}`}>
                <span>{names?.terrainName(kind, lang) ?? kind}</span>
                <button type="button" aria-label="−" disabled={n === 0} onClick={() => set(n - 1)}>
                  −
                </button>
                <output>{n}</output>
                <button type="button" aria-label="+" data-testid={`terrain-add-${kind}`} disabled={pieces >= MAX_TERRAIN} onClick={() => set(n + 1)}>
                  +
                </button>
              </div>
            );
          })}
        </div>
      </fieldset>

      <label className="check">
        <input type="checkbox" checked={form.blocksProtectAllies} onChange={(e) => onChange({ ...form, blocksProtectAllies: e.target.checked })} />
        {t('home.allies')}
      </label>
    </div>
  );
}
