import { useLang, useT, type Key } from '../i18n';
import {
  AUTOMATON_ENTRIES, automatonName, defaultWoundLimit, entryRows, freePicks, MAX_AUTOMATA, MAX_FIGURES, newAutomaton, pairKey, withAutomata, withChosenPicks, withEntry, withoutEntry,
  type AutomatonEntry, type AutomatonForm,
} from './coop';
import type { SetupForm } from './setup';

// The automata of a co-op room (section 20), played by the server: their kinds, nightmare, wound
// limits and the solo rulings (the home page's "Co-op online" setup).

type Props = { readonly form: SetupForm; readonly onChange: (form: SetupForm) => void };

export function CoopFields({ form, onChange }: Props) {
  const t = useT();
  const lang = useLang();
  const coop = form.coop;
  const setAutomata = (automata: readonly AutomatonForm[]) => onChange(withAutomata(form, automata));
  const setAutomaton = (index: number, next: AutomatonForm) => setAutomata(coop.automata.map((a, i) => (i === index ? next : a)));
  const recommended = defaultWoundLimit(coop);
  const mayAdd = coop.automata.length < MAX_AUTOMATA && coop.automata.length + form.seats.length < MAX_FIGURES;
  // R-SOLO-EXP-2: a pair is one entry of two automaton seats; a row of its partner has no select of its own.
  const rows = entryRows(coop.automata);
  const entries = rows.filter((r) => r.lead).length;
  const label = (e: AutomatonEntry) => {
    const key = pairKey(e);
    return key === null ? automatonName(e.id, lang) : t(key as Key);
  };
  const fits = (index: number, e: AutomatonEntry) => {
    const count = coop.automata.length - rows[index]!.entry.automata.length + e.automata.length;
    return count <= MAX_AUTOMATA && count + form.seats.length <= MAX_FIGURES;
  };
  const setEntry = (index: number, e: AutomatonEntry) =>
    setAutomata(withEntry(coop.automata, index, e, (id, old) => (old === undefined ? newAutomaton(id) : withChosenPicks({ ...old, automaton: id }, old.choices !== null))));
  return (
    <fieldset className="coop-fields" data-testid="coop-fields">
      <legend>{t('coop.automata')}</legend>
      <p className="hint">{t('coop.hint')}</p>
      <div className="seats">
        {coop.automata.map((a, index) => (
          <fieldset key={index} className="seat-form" data-testid={`automaton-form-${index}`}>
            <legend>{t('coop.automaton', { n: index + 1 })}</legend>
            {rows[index]!.lead ? (
              <label>
                {t('coop.kind')}
                <select value={rows[index]!.entry.id} data-testid={`automaton-kind-${index}`} onChange={(e) => setEntry(index, AUTOMATON_ENTRIES.find((x) => x.id === e.target.value)!)}>
                  {AUTOMATON_ENTRIES.map((e) => (
                    <option key={e.id} value={e.id} disabled={!fits(index, e)}>
                      {label(e)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {rows[index]!.entry.automata.length > 1 && <p data-testid={`automaton-member-${index}`}>{automatonName(a.automaton, lang)}</p>}
            <label className="check">
              <input type="checkbox" data-testid={`automaton-nightmare-${index}`} checked={a.nightmare} onChange={(e) => setAutomaton(index, { ...a, nightmare: e.target.checked })} />
              {t('coop.nightmare')}
            </label>
            <label>
              {t('coop.woundLimit')}
              <input
                type="number"
                min={1}
                max={30}
                data-testid={`automaton-wounds-${index}`}
                placeholder={t('coop.woundLimit.recommended', { n: recommended })}
                value={a.woundLimit ?? ''}
                onChange={(e) => setAutomaton(index, { ...a, woundLimit: e.target.value === '' ? null : Math.min(30, Math.max(1, Math.round(Number(e.target.value)) || 1)) })}
              />
            </label>
            <FreePicks automaton={a} index={index} onChange={(next) => setAutomaton(index, next)} />
            {entries > 1 && rows[index]!.lead && (
              <button type="button" data-testid={`automaton-remove-${index}`} onClick={() => setAutomata(withoutEntry(coop.automata, index))}>
                {t('coop.remove')}
              </button>
            )}
          </fieldset>
        ))}
      </div>
      <div className="field-row">
        <button type="button" data-testid="automaton-add" disabled={!mayAdd} onClick={() => setAutomata([...coop.automata, newAutomaton()])}>
          {t('coop.add')}
        </button>
      </div>
      <div className="field-row">
        <label>
          {t('coop.markers')}
          <select value={coop.markers} data-testid="coop-markers" onChange={(e) => onChange({ ...form, coop: { ...coop, markers: e.target.value as SetupForm['coop']['markers'] } })}>
            <option value="random">{t('coop.markers.random')}</option>
            <option value="position">{t('coop.markers.position')}</option>
          </select>
        </label>
        <label>
          {t('coop.stun')}
          <select value={coop.stunProcedure} data-testid="coop-stun" onChange={(e) => onChange({ ...form, coop: { ...coop, stunProcedure: e.target.value as SetupForm['coop']['stunProcedure'] } })}>
            <option value="shuffle">{t('coop.stun.shuffle')}</option>
            <option value="beside">{t('coop.stun.beside')}</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}

/** OP-28: "+n more cards from deck X or Y" picked at random (the default), or by the players. */
function FreePicks({ automaton: a, index, onChange }: { readonly automaton: AutomatonForm; readonly index: number; readonly onChange: (a: AutomatonForm) => void }) {
  const t = useT();
  const picks = freePicks(a.automaton);
  if (picks.length === 0) return null;
  return (
    <>
      <label className="check">
        <input type="checkbox" data-testid={`automaton-choose-${index}`} checked={a.choices !== null} onChange={(e) => onChange(withChosenPicks(a, e.target.checked))} />
        {t('coop.choices')}
      </label>
      {a.choices?.map((deck, k) => (
        <label key={k}>
          {t('coop.pick', { n: k + 1 })}
          <select value={deck} data-testid={`automaton-pick-${index}-${k}`} onChange={(e) => onChange({ ...a, choices: a.choices!.map((d, i) => (i === k ? (Number(e.target.value) as typeof d) : d)) })}>
            {picks[k]!.map((d) => (
              <option key={d} value={d}>
                {t('coop.deck', { n: d })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </>
  );
}
