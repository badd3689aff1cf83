import { z } from 'zod';

/** The server's health answer; the full client<->server protocol comes with the server issue. */
export const HealthSchema = z.object({ ok: z.literal(true) });
export type Health = z.infer<typeof HealthSchema>;
