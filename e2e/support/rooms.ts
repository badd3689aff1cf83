import type { CreateRoomResponse, RoomSetupInput } from '@senjutsu/protocol';

// Rooms made through the public HTTP API (POST /api/rooms), as any client can: for the tests that
// are about the table, not about the home page's form.
export async function createRoom(baseURL: string, setup: RoomSetupInput): Promise<CreateRoomResponse> {
  const response = await fetch(`${baseURL}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
  if (response.status !== 201) throw new Error(`POST /api/rooms answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreateRoomResponse;
}
