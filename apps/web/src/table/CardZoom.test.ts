import { describe, expect, it } from 'vitest';
import { zoomPlace } from './CardZoom';

// The enlarged hand card's box never leaves the window: centred on its card but clamped to the
// window's sides, on the side of the card with more room, at most as tall as that room.

const PHONE = { width: 390, height: 844 };
const rem = 14;

describe('zoomPlace', () => {
  const cases = [
    ['the first card at the left edge', { left: 0, top: 600, right: 137, bottom: 760 }],
    ['the last card scrolled half out on the right', { left: 330, top: 600, right: 467, bottom: 760 }],
    ['a card near the top', { left: 120, top: 20, right: 257, bottom: 180 }],
    ['a card scrolled above the window', { left: 120, top: -300, right: 257, bottom: -140 }],
  ] as const;
  it.each(cases)('%s: inside the window', (_, anchor) => {
    const place = zoomPlace(anchor, PHONE, rem);
    const left = place.left as number;
    const width = place.width as number;
    expect(left).toBeGreaterThanOrEqual(8);
    expect(left + width).toBeLessThanOrEqual(PHONE.width - 8);
    const maxHeight = place.maxHeight as number;
    if (place.top !== undefined) {
      expect(place.top as number).toBeGreaterThanOrEqual(8);
      expect((place.top as number) + maxHeight).toBeLessThanOrEqual(PHONE.height);
    } else {
      expect(place.bottom as number).toBeGreaterThanOrEqual(8);
      expect(PHONE.height - (place.bottom as number) - maxHeight).toBeGreaterThanOrEqual(0);
    }
  });

  it('sits above a card low in the window and below one high in it, centred on the card when there is room', () => {
    const wide = { width: 1366, height: 768 };
    const place = zoomPlace({ left: 500, top: 600, right: 640, bottom: 760 }, wide, rem);
    expect(place).toMatchObject({ bottom: 768 - 600 + 8 });
    expect((place.left as number) + (place.width as number) / 2).toBe(570);
    expect(zoomPlace({ left: 100, top: 20, right: 240, bottom: 180 }, PHONE, rem)).toMatchObject({ top: 188, left: 8, width: 390 - 16 });
  });
});
