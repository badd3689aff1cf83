import { describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import { creationGuard } from './creations';

// Issue 21: the creation budget per address, the secret, and a refusal log that a flood cannot flood.

function spyLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = { warn: (fields: Record<string, unknown>) => lines.push(fields) } as unknown as Logger;
  return { lines, logger };
}

describe('creation guard', () => {
  it('logs a refusal with its address at most once a minute per address, and counts the ones it skipped', () => {
    const { lines, logger } = spyLogger();
    const clock = { t: 0 };
    const guard = creationGuard({ createRate: { ratePerSecond: 0.5, burst: 2 } }, logger, () => clock.t);
    expect([guard.allow('10.0.0.1'), guard.allow('10.0.0.1'), guard.allow('10.0.0.1')]).toEqual([true, true, false]);
    for (let i = 0; i < 1000; i++) guard.allow('10.0.0.1');
    guard.refused('10.0.0.1', 'cap');
    expect(lines).toEqual([{ address: '10.0.0.1', reason: 'rate' }]);
    clock.t += 60_000;
    guard.refused('10.0.0.1', 'secret');
    expect(lines[1]).toEqual({ address: '10.0.0.1', reason: 'secret', refusalsNotLoggedBefore: 1001 });
  });

  it('logs at most a burst of 20 lines, then one a second, however many addresses refuse at once', () => {
    const { lines, logger } = spyLogger();
    const clock = { t: 0 };
    const guard = creationGuard({ createRate: { ratePerSecond: 0.5, burst: 20 } }, logger, () => clock.t);
    for (let i = 0; i < 5000; i++) guard.refused(`10.1.${i >> 8}.${i & 255}`, 'cap');
    expect(lines).toHaveLength(20);
    clock.t += 1_000;
    guard.refused('10.9.9.9', 'cap');
    expect(lines[20]).toMatchObject({ address: '10.9.9.9', refusalsNotLoggedBefore: 4980 });
  });

  it('opens creation to anyone without a secret, and with one only to its exact value', () => {
    const open = creationGuard({ createRate: { ratePerSecond: 1, burst: 1 } }, spyLogger().logger, () => 0);
    expect(open.secretMatches(undefined)).toBe(true);
    const closed = creationGuard({ createRate: { ratePerSecond: 1, burst: 1 }, createSecret: 'tea and rice' }, spyLogger().logger, () => 0);
    expect([undefined, '', 'tea and ric', 'tea and rice ', 'TEA AND RICE'].map((s) => closed.secretMatches(s))).toEqual([false, false, false, false, false]);
    expect(closed.secretMatches('tea and rice')).toBe(true);
  });
});
