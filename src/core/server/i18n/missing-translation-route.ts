import type { FastifyInstance } from 'fastify';
import { missingTranslationInputSchema } from '@/core/shared/missing-translation';
import { ADD_MISSING_TRANSLATION_PATH } from '@/core/shared/missing-translation-path';
import { consumeRate } from '../auth/rate-limit';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadTranslations } from '../render/translations';
import { parseInput } from '../validation';
import { recordMissingTranslation } from './missing-translation-repository';

/** The most distinct keys kept: far more than the site has, far less than a flood would write. */
export const MISSING_TRANSLATIONS_KEPT = 5000;

/**
 * Records a missing translation key reported by a browser: once per (lng, ns, key), counted.
 * Anyone may report, so it is rate limited per IP, takes only the site's own namespaces, and
 * keeps at most MISSING_TRANSLATIONS_KEPT keys (beyond them, only known keys are counted).
 */
export function mountMissingTranslationRoute(app: FastifyInstance, db: Db): void {
  app.post(ADD_MISSING_TRANSLATION_PATH, async (request, reply) => {
    const input = parseInput(missingTranslationInputSchema, request.body);
    if (!(input.ns in loadTranslations('en'))) throw new AppError('field.invalid', { field: 'ns' });
    await consumeRate(db, [`missing-translation:ip:${request.ip}`], { limit: 100, windowSeconds: 3600 });
    await recordMissingTranslation(db, input, MISSING_TRANSLATIONS_KEPT);
    return reply.send({ success: true, code: null });
  });
}
