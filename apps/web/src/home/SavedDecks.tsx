import type { ContentSummary } from '@senjutsu/protocol';
import { useState } from 'react';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import { messageId } from '../net/ids';
import type { SavedDeck, useSavedDecks } from './decks';
import { cardLabel, cardPool, deckProblems, tierLabel } from './deckPool';

// Saved decks and a simple editor: pick a character, its weapon card and cards from the pool the
// content allows; the deck-building check of the content package says what is still wrong, and
// the server checks again when a game is created.

type Props = { readonly content: ContentSummary; readonly saved: ReturnType<typeof useSavedDecks> };

export function SavedDecks({ content, saved }: Props) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const [editing, setEditing] = useState<SavedDeck | null>(null);
  const newDeck = (): SavedDeck => {
    const character = content.characters[0];
    return { id: messageId('deck'), name: t('decks.unnamed'), character: character?.id ?? '', weapon: character?.weapons[0] ?? null, cards: [] };
  };
  return (
    <section className="panel decks" data-testid="saved-decks">
      <h2>{t('decks.title')}</h2>
      <p className="hint">{t('decks.hint')}</p>
      {saved.decks.length === 0 && <p className="hint">{t('decks.empty')}</p>}
      <ul className="deck-list">
        {saved.decks.map((d) => (
          <li key={d.id}>
            <span>
              <strong>{d.name}</strong> · {names?.characterName(d.character, lang) ?? d.character} · {t('decks.count', { n: d.cards.length })}
            </span>
            <button type="button" onClick={() => setEditing(d)}>
              {t('decks.edit')}
            </button>
            <button type="button" onClick={() => saved.remove(d.id)}>
              {t('decks.delete')}
            </button>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" data-testid="deck-new" onClick={() => setEditing(newDeck())}>
          {t('decks.new')}
        </button>
      ) : (
        <DeckEditor
          key={editing.id}
          content={content}
          initial={editing}
          onSave={(deck) => {
            saved.save(deck);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}

type EditorProps = { readonly content: ContentSummary; readonly initial: SavedDeck; readonly onSave: (deck: SavedDeck) => void; readonly onCancel: () => void };

function DeckEditor({ content, initial, onSave, onCancel }: EditorProps) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const [deck, setDeck] = useState(initial);
  const weapons = content.characters.find((c) => c.id === deck.character)?.weapons ?? [];
  const count = (number: string) => deck.cards.filter((c) => c === number).length;
  const add = (number: string) => setDeck({ ...deck, cards: [...deck.cards, number] });
  const remove = (number: string) => {
    const at = deck.cards.lastIndexOf(number);
    setDeck({ ...deck, cards: deck.cards.filter((_, i) => i !== at) });
  };
  const problems = deckProblems(deck.character, deck.weapon, deck.cards);
  const inDeck = [...new Set(deck.cards)];
  return (
    <div className="deck-editor" data-testid="deck-editor">
      <div className="field-row">
        <label>
          {t('decks.name')}
          <input value={deck.name} maxLength={40} onChange={(e) => setDeck({ ...deck, name: e.target.value })} />
        </label>
        <label>
          {t('home.character')}
          <select
            value={deck.character}
            onChange={(e) => {
              const character = e.target.value;
              setDeck({ ...deck, character, weapon: content.characters.find((c) => c.id === character)?.weapons[0] ?? null, cards: [] });
            }}
          >
            {content.characters.map((c) => (
              <option key={c.id} value={c.id}>
                {names?.characterName(c.id, lang) ?? c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('decks.weapon')}
          <select value={deck.weapon ?? ''} onChange={(e) => setDeck({ ...deck, weapon: e.target.value === '' ? null : e.target.value })}>
            {weapons.map((w) => (
              <option key={w} value={w}>
                {cardLabel(w, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={problems.length === 0 ? 'deck-ok' : 'form-warning'} data-testid="deck-status">
        {t('decks.count', { n: deck.cards.length })} · {problems.length === 0 ? t('decks.valid') : t('decks.invalid', { rules: problems.join(', ') })}
      </p>
      <div className="deck-columns">
        <div>
          <h3>{t('decks.available')}</h3>
          <ul className="card-pool">
            {cardPool(deck.character).map((card) => (
              <li key={card.number}>
                <span>
                  {card.names[lang]} <small>({tierLabel(card, lang)})</small>
                </span>
                <output>{count(card.number)}</output>
                <button type="button" aria-label={t('decks.add')} title={t('decks.add')} onClick={() => add(card.number)}>
                  +
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('decks.inDeck')}</h3>
          <ul className="card-pool">
            {inDeck.map((number) => (
              <li key={number}>
                <span>{cardLabel(number, lang)}</span>
                <output>{count(number)}</output>
                <button type="button" aria-label={t('decks.remove')} title={t('decks.remove')} onClick={() => remove(number)}>
                  −
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="field-row">
        <button type="button" className="primary" onClick={() => onSave({ ...deck, name: deck.name.trim() || t('decks.unnamed') })}>
          {t('decks.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('decks.cancel')}
        </button>
      </div>
    </div>
  );
}
