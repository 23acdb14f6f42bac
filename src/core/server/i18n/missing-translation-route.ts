import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { missingTranslationInputSchema } from '../../shared/missing-translation';
import { ADD_MISSING_TRANSLATION_PATH } from '../../shared/missing-translation-path';
import { consumeRate } from '../auth/rate-limit';
import type { Db } from '../db/database';
import { parseInput } from '../validation';
import type { MissingTables } from './missing-translation-repository';

/**
 * Records a missing translation key reported by a browser: once per (lng, ns, key), counted.
 * Anyone may report, so it is rate limited per IP and stores nothing but the three short strings.
 */
export function mountMissingTranslationRoute(app: FastifyInstance, db: Db): void {
  app.post(ADD_MISSING_TRANSLATION_PATH, async (request, reply) => {
    const input = parseInput(missingTranslationInputSchema, request.body);
    await consumeRate(db, [`missing-translation:ip:${request.ip}`], { limit: 100, windowSeconds: 3600 });
    await db
      .withTables<MissingTables>()
      .insertInto('missing_translation')
      .values({ lng: input.lng, ns: input.ns, key: input.key, count: 1, last_seen_at: new Date() })
      .onConflict((oc) =>
        oc
          .columns(['lng', 'ns', 'key'])
          .doUpdateSet({ count: sql`missing_translation.count + 1`, last_seen_at: new Date() }),
      )
      .execute();
    return reply.send({ success: true, code: null });
  });
}
