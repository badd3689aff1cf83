import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withCreateSecret } from './secret';

// Issue 21: a server with CREATE_SECRET. The page sends the remembered secret, asks for it when the
// server needs one (again when it is wrong), and remembers it only once the server took it.

const refused = { ok: false, error: { code: 'CREATE_SECRET_REQUIRED', message: 'secret' } } as const;

beforeEach(() => {
  const items = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

/** A server whose secret is `secret`; it records the headers of every request. */
function server(secret: string) {
  const seen: Record<string, string>[] = [];
  const send = async (headers: Record<string, string>) => {
    seen.push(headers);
    return headers['x-create-secret'] === secret ? ({ ok: true, value: 'room' } as const) : refused;
  };
  return { seen, send };
}

describe('the creation secret', () => {
  it('is asked for when needed (again when wrong), remembered once taken, and sent from then on without asking', async () => {
    const s = server('pw');
    const asked: boolean[] = [];
    const answers = ['wrong', 'pw'];
    const first = await withCreateSecret(s.send, (again) => (asked.push(again), answers.shift() ?? null));
    expect(first).toEqual({ ok: true, value: 'room' });
    expect(s.seen).toEqual([{}, { 'x-create-secret': 'wrong' }, { 'x-create-secret': 'pw' }]);
    expect(asked).toEqual([false, true]);
    const second = await withCreateSecret(s.send, () => {
      throw new Error('asked again');
    });
    expect(second.ok).toBe(true);
    expect(s.seen.at(-1)).toEqual({ 'x-create-secret': 'pw' });
  });

  it('a cancelled prompt returns the refusal; a server without a secret is never asked about one', async () => {
    const s = server('pw');
    expect(await withCreateSecret(s.send, () => null)).toEqual(refused);
    expect(localStorage.getItem('senjutsu.createSecret')).toBeNull();
    const open = { send: async () => ({ ok: true, value: 'room' }) as const };
    expect(await withCreateSecret(open.send, () => {
      throw new Error('asked');
    })).toEqual({ ok: true, value: 'room' });
  });

  it('a remembered secret that stopped working (the host changed it) is forgotten and asked for again', async () => {
    localStorage.setItem('senjutsu.createSecret', 'old');
    const s = server('new');
    const asked: boolean[] = [];
    expect((await withCreateSecret(s.send, (again) => (asked.push(again), 'new'))).ok).toBe(true);
    expect(asked).toEqual([true]);
    expect(localStorage.getItem('senjutsu.createSecret')).toBe('new');
  });
});
