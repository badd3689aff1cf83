import { COMBAT_CARDS, TEST_CARDS, hit } from '@senjutsu/engine/testing';
import { describe, expect, test } from 'vitest';
import { PACKS } from '../content';
import { CardSchema, type Effect, type Section } from '../schema';
import { describeDiagram, hexCentre } from './diagram';

// Diagram drawing data (issue #4): hexes relative to the character facing north (R-DIAG-2), with
// their marks, pixel centres, corners and the bounding box.

const S3 = Math.sqrt(3);
const sections = (...effects: Effect[]): Section[] => [{ effects }];

describe('describeDiagram', () => {
  test('an attack with extra hexes for a fee: character first, then the hexes, then the extra ones', () => {
    const [d, ...rest] = describeDiagram({ sections: sections({ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1), hit(-1, 0)] } }) });
    expect(rest).toEqual([]);
    expect(d!.kind).toBe('attack');
    expect(d!.extraFee).toBe(1);
    expect(d!.hexes.map((h) => [h.q, h.r, h.role, h.extra])).toEqual([
      [0, 0, 'character', false],
      [0, -1, 'attack', false],
      [1, -1, 'attack', true],
      [-1, 0, 'attack', true],
    ]);
    // Straight ahead is up the screen (y < 0); ahead-right lies right and up.
    expect(d!.hexes[1]).toMatchObject({ x: 0, y: -1.7321 });
    expect(d!.hexes[2]).toMatchObject({ x: 1.5, y: -0.866 });
    expect(d!.hexes[3]).toMatchObject({ x: -1.5, y: -0.866 });
    expect(d!.bounds).toEqual({ minQ: -1, maxQ: 1, minR: -1, maxR: 0, x: -2.5, y: -2.5981, width: 5, height: 3.4641 });
    expect(d!.viewBox).toBe('-2.5 -2.5981 5 3.4641');
    expect(d!.hexes[0]!.points).toBe('1,0 0.5,0.866 -0.5,0.866 -1,0 -0.5,-0.866 0.5,-0.866');
    expect(d!.hexes[0]!.marks).toBeNull();
    expect(d!.hexes[1]!.marks).toMatchObject({ wounds: 1, bleeding: false });
  });

  test('the marks become icons in a fixed order, with counts', () => {
    const [d] = describeDiagram({
      sections: sections({
        kind: 'attack',
        hexes: [
          hit(0, -2, { wounds: 2, bleeding: true, push: 1, advantage: true }),
          hit(0, -1, { wounds: 0, execution: true }),
          hit(1, -1, { stun: 1, weakness: 2, poison: true, pull: 1, rotate: 1 }),
        ],
      }),
    });
    expect(d!.hexes.slice(1).map((h) => h.symbols)).toEqual([
      [{ symbol: 'bleeding', count: 2 }, { symbol: 'push', count: 1 }, { symbol: 'advantage', count: 1 }],
      [{ symbol: 'execution', count: 1 }],
      [
        { symbol: 'wound', count: 1 }, { symbol: 'stun', count: 1 }, { symbol: 'weakness', count: 2 }, { symbol: 'poison', count: 1 },
        { symbol: 'pull', count: 1 }, { symbol: 'rotate', count: 1 },
      ],
    ]);
    expect(d!.bounds).toMatchObject({ minR: -2, maxR: 0 });
  });

  test('a block with extra hexes and counter values', () => {
    const [d] = describeDiagram({
      sections: sections({ kind: 'block', hexes: [{ q: 0, r: -1 }, { q: 1, r: -1 }], extra: { fee: 2, hexes: [{ q: 0, r: 1 }] }, counter: [4, 6] }),
    });
    expect(d!.kind).toBe('block');
    expect(d!.counter).toEqual([4, 6]);
    expect(d!.extraFee).toBe(2);
    expect(d!.hexes.map((h) => [h.role, h.extra, h.symbols])).toEqual([
      ['character', false, []],
      ['block', false, [{ symbol: 'block', count: 1 }]],
      ['block', false, [{ symbol: 'block', count: 1 }]],
      ['block', true, [{ symbol: 'block', count: 1 }]],
    ]);
  });

  test('nested diagrams carry where they sit; targeted and initiative attacks have none', () => {
    const diagrams = describeDiagram({
      sections: [
        {
          effects: [
            { kind: 'targetedAttack', mark: { wounds: 1, bleeding: false, execution: false, stun: 0, weakness: 0, poison: false, push: 0, pull: 0, rotate: 0, advantage: false } },
            { kind: 'or', options: [[{ kind: 'attack', hexes: [hit(0, -1)] }], [{ kind: 'kamae', position: 'aggression', effects: [{ kind: 'attack', hexes: [hit(1, -1)] }] }]] },
          ],
        },
        { initiative: { kind: 'fixed', value: 2 }, effects: [{ kind: 'optionalFee', fee: 1, effects: [{ kind: 'ifSuccessful', effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] }] }] },
      ],
    });
    expect(diagrams.map((d) => [d.section, d.path, d.within])).toEqual([
      [0, [1, 0, 0], [{ kind: 'or', option: 0 }]],
      [0, [1, 1, 0, 0], [{ kind: 'or', option: 1 }, { kind: 'kamae', position: 'aggression' }]],
      [1, [0, 0, 0], [{ kind: 'optionalFee', fee: 1 }, { kind: 'ifSuccessful' }]],
    ]);
  });

  test('hex centres follow docs/hex-geometry.md (x = 1.5q, y = √3(r + q/2))', () => {
    for (const h of [{ q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 2, r: -3 }]) {
      const c = hexCentre(h);
      expect(c.x).toBeCloseTo(1.5 * h.q, 3);
      expect(c.y).toBeCloseTo(S3 * (h.r + h.q / 2), 3);
      // Every neighbour of the origin is one hex apart: centres √3 apart.
      if (Math.max(Math.abs(h.q), Math.abs(h.r), Math.abs(h.q + h.r)) === 1) expect(Math.hypot(c.x, c.y)).toBeCloseTo(S3, 3);
    }
  });

  test('every attack and block of the fixtures and the content packs gets a diagram whose box holds every hex', () => {
    const cards = [...TEST_CARDS, ...COMBAT_CARDS, ...PACKS.flatMap((p) => p.cards)].map((c) => CardSchema.parse(c));
    const countDiagrams = (effects: readonly Effect[]): number =>
      effects.reduce((n, e) => {
        switch (e.kind) {
          case 'attack':
          case 'block':
            return n + 1;
          case 'or':
            return n + e.options.reduce((m, o) => m + countDiagrams(o), 0);
          case 'kamae':
          case 'condition':
          case 'optionalFee':
          case 'ifSuccessful':
          case 'discardDeck':
            return n + countDiagrams(e.effects);
          default:
            return n;
        }
      }, 0);
    for (const c of cards) {
      const diagrams = describeDiagram(c);
      expect(diagrams.length, c.number).toBe(c.sections.reduce((n, s) => n + countDiagrams(s.effects), 0));
      for (const d of diagrams) {
        expect(d.hexes[0]!.role).toBe('character');
        for (const h of d.hexes) {
          expect(h.x - 1).toBeGreaterThanOrEqual(d.bounds.x - 1e-9);
          expect(h.x + 1).toBeLessThanOrEqual(d.bounds.x + d.bounds.width + 1e-3);
          expect(h.y - S3 / 2).toBeGreaterThanOrEqual(d.bounds.y - 1e-3);
          expect(h.y + S3 / 2).toBeLessThanOrEqual(d.bounds.y + d.bounds.height + 1e-3);
          expect(h.points.split(' ')).toHaveLength(6);
        }
      }
    }
  });
});
