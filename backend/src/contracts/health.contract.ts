import { z } from 'zod';

/** GET /api/health: the app answers and its database too (503 when the database is not reachable). */
export const HealthResponse = z.strictObject({ status: z.literal('ok'), database: z.literal('up') }).meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;
