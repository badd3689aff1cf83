import { REASON_CODES } from '@senjutsu/engine';
import { ENGINE_ERROR_CODES, HTTP_ERROR_CODES, SERVER_ERROR_CODES } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import * as aiArea from './ai';
import * as aiserverArea from './aiserver';
import * as appArea from './app';
import * as boardArea from './board';
import * as coopArea from './coop';
import * as errorsArea from './errors';
import * as reasonsArea from './reasons';
import * as hordeArea from './horde';
import * as linksArea from './links';
import * as presenceArea from './presence';
import * as roomsArea from './rooms';
import * as keysArea from './keys';
import * as soloArea from './solo';
import * as modesArea from './modes';
import * as tableArea from './table';
import * as tutorialArea from './tutorial';
import * as lookArea from './look';
import * as wordsArea from './words';
import * as undoArea from './undo';
import * as battlefieldArea from './battlefield';
import * as windowsArea from './windows';
import * as replayArea from './replay';
import * as motionArea from './motion';
import * as referenceArea from './reference';
import * as cardwordsArea from './cardwords';
import { AREAS, LANGS, translate, type Key } from './index';

// Every area's dictionary has every English key in every language, filled and translated (a value
// equal to the English one must be whitelisted in the area's SAME_AS_ENGLISH), with the same
// {placeholders}; and every error code the server can answer has a message.

const MODULES: Readonly<Record<keyof typeof AREAS, { readonly SAME_AS_ENGLISH?: readonly string[] }>> = { app: appArea, board: boardArea, errors: errorsArea, solo: soloArea, coop: coopArea, reasons: reasonsArea, horde: hordeArea, links: linksArea, presence: presenceArea, rooms: roomsArea, keys: keysArea, modes: modesArea, table: tableArea, look: lookArea, words: wordsArea, undo: undoArea, windows: windowsArea, tutorial: tutorialArea, replay: replayArea, battlefield: battlefieldArea, motion: motionArea, reference: referenceArea, cardwords: cardwordsArea, ai: aiArea, aiserver: aiserverArea };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n dictionaries', () => {
  for (const [area, dictionary] of Object.entries(AREAS) as [keyof typeof AREAS, Record<string, Record<string, string>>][]) {
    const english = dictionary['en']!;
    const same = new Set(MODULES[area].SAME_AS_ENGLISH ?? []);
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      it(`${area}: ${lang} has exactly the English keys, each filled, translated and with the same placeholders`, () => {
        const texts = dictionary[lang]!;
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, en] of Object.entries(english)) {
          const text = texts[key]!;
          expect(text.trim(), `${area} ${lang} ${key}`).not.toBe('');
          if (!same.has(key)) expect(text, `${area} ${lang} ${key} is the English text`).not.toBe(en);
          expect(placeholders(text), `${area} ${lang} ${key} placeholders`).toEqual(placeholders(en));
        }
      });
    }
  }

  it('every error code of the protocol (engine, socket, HTTP) has a message', () => {
    const codes = [...new Set([...ENGINE_ERROR_CODES, ...SERVER_ERROR_CODES, ...HTTP_ERROR_CODES, 'CONNECTION'])];
    const missing = codes.filter((code) => !(`error.${code}` in errorsArea.errors.en));
    expect(missing).toEqual([]);
  });

  it('every automaton reason code of the engine\'s table has a text in every language (issue 12/14)', () => {
    for (const lang of LANGS) {
      const missing = REASON_CODES.filter((code) => !(`reason.${code}` in reasonsArea.reasons[lang]));
      expect(missing, lang).toEqual([]);
    }
  });

  it('fills {params} and leaves unknown ones visible', () => {
    expect(translate('cs', 'home.seat', { n: 2 })).toBe('Hráč 2');
    expect(translate('en', 'home.links.seat' as Key, { n: 1 })).toBe('Player 1: {character}');
  });
});
