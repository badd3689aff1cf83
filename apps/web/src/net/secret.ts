import { translate } from '../i18n';
import { useStore } from '../store';
import type { ShownError } from '../store/match';

// The creation secret of a server that sets CREATE_SECRET (docs/hosting.md): every request that
// creates a room carries the remembered one in `X-Create-Secret`; when the server answers
// CREATE_SECRET_REQUIRED the page asks for it (once, or again when it stopped working), tries
// again, and remembers it in localStorage only once the server took it.

const KEY = 'senjutsu.createSecret';

type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ShownError };

function saved(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: asked each time
  }
}

function remember(secret: string | null): void {
  try {
    if (secret === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, secret);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/** Ask the player in their language; null when they cancel. */
function askInPage(again: boolean): string | null {
  const text = translate(useStore.getState().lang, again ? 'rooms.secret.wrong' : 'rooms.secret.ask');
  return window.prompt(text)?.trim() || null;
}

/**
 * Send a request that creates a room (`send` adds `headers` to it) with the creation secret, asking
 * for it when the server needs one. At most three tries; a cancelled prompt returns the refusal.
 */
export async function withCreateSecret<T>(send: (headers: Record<string, string>) => Promise<Answer<T>>, ask: (again: boolean) => string | null = askInPage): Promise<Answer<T>> {
  let secret = saved();
  let answer = await send(secret === null ? {} : { 'x-create-secret': secret });
  for (let tries = 1; tries < 3 && !answer.ok && answer.error.code === 'CREATE_SECRET_REQUIRED'; tries++) {
    const again = secret !== null;
    remember(null);
    secret = ask(again);
    if (secret === null) return answer;
    answer = await send({ 'x-create-secret': secret });
  }
  if (answer.ok && secret !== null) remember(secret);
  return answer;
}
