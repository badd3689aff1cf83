import type { ContentSummary, CreateRoomResponse, HttpErrorCode, RoomSetupInput } from '@senjutsu/protocol';
import { rememberInvites } from '../net/invites';
import { withCreateSecret } from '../net/secret';
import type { ShownError } from '../store/match';

// The HTTP API (docs/server.md): what a room can be made of, and creating one. A refusal comes
// back as its error code (translated on screen); a failed request as CONNECTION.

export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ShownError };

const connectionError = (err: unknown): Answer<never> => ({ ok: false, error: { code: 'CONNECTION', message: String(err) } });

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: body as T };
  const error = (body as { error?: { code?: HttpErrorCode; message?: string; rule?: string } } | null)?.error;
  if (error?.code === undefined) return { ok: false, error: { code: 'INTERNAL', message: `HTTP ${response.status}` } };
  return { ok: false, error: error.rule === undefined ? { code: error.code, message: error.message ?? '' } : { code: error.code, message: error.message ?? '', rule: error.rule } };
}

export async function fetchContent(): Promise<Answer<ContentSummary>> {
  try {
    return await answerOf<ContentSummary>(await fetch('/api/content'));
  } catch (err) {
    return connectionError(err);
  }
}

export async function createRoom(setup: RoomSetupInput): Promise<Answer<CreateRoomResponse>> {
  try {
    // A server with CREATE_SECRET needs its secret: net/secret.ts adds it (and asks for it once).
    const answer = await withCreateSecret(async (headers) =>
      answerOf<CreateRoomResponse>(await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(setup) })),
    );
    if (answer.ok) rememberInvites(answer.value); // the game page offers a seat's link again while it is not opened
    return answer;
  } catch (err) {
    return connectionError(err);
  }
}
