import { AppError } from '../../../core/server/errors';
import type { SettingsService } from '../../../core/server/settings/settings-service';

/** Whether ENABLE_PLACE is on: the map and its places are off unless switched on. */
export async function mapEnabled(settings: SettingsService): Promise<boolean> {
  return (await settings.get<boolean>('ENABLE_PLACE')) === true;
}

/** Refuses with `map.disabled` (404) while ENABLE_PLACE is off, before the input is read. */
export async function assertMapEnabled(settings: SettingsService): Promise<void> {
  if (!(await mapEnabled(settings))) throw new AppError('map.disabled', { status: 404 });
}
