import { v7 as uuidv7 } from 'uuid';
import { citiesOf } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import type { DemoOptions } from '@/core/server/module';
import type { PlaceCategory } from '@/modules/place/shared/place-schemas';
import { hasPlaces } from '../place-repository';
import type { PlaceTables } from '../tables';

/** Where relocating families go most: the largest city of each of these countries gets places. */
const DEMO_COUNTRIES = ['SG', 'AE', 'HK', 'GB', 'CN', 'JP', 'TH', 'MY', 'ES', 'DE', 'CH', 'US', 'NL', 'QA'];

/** One demo place per line: its category, its name (`{city}` is the city's), what it offers. */
// biome-ignore format: a table reads better than 60 lines
const DEMO_PLACES: [PlaceCategory, string, string, string][] = [
  ['nursery', 'Little Acorns Nursery {city}', 'Bilingual nursery for children from 18 months to 4 years, with a garden.', 'Mon–Fri 7:30–18:30'],
  ['activities', 'Young Makers Studio', 'Art, robotics and coding after school, in English, for ages 6 to 14.', 'Weekdays from 15:00, Saturday mornings'],
  ['sports', '{city} International Football Academy', 'Football for boys and girls from 5, coached in English; trial session free.', 'Training Tue and Thu 16:30, matches on Saturday'],
  ['library', '{city} Central Library', 'A children’s floor with books in a dozen languages and weekly story time.', 'Daily 10:00–21:00'],
  ['doctor', 'Family Medical Clinic {city}', 'General practitioners speaking English and the local language; registration for newcomers.', 'Mon–Sat 8:00–20:00'],
  ['paediatrician', 'Children’s Health Centre', 'Paediatricians, vaccinations and school health forms.', 'Mon–Fri 9:00–18:00, by appointment'],
  ['consulate', 'Consular services for newcomers', 'Passports, registration of residents abroad and civil documents.', 'Mon–Fri 9:00–12:30, by appointment'],
  ['association', '{city} Expat Parents Network', 'Coffee mornings, a welcome pack and school-choice evenings for families who just arrived.', 'First Wednesday of the month'],
];

/** A small deterministic spread (about ±4 km) of a city's places around its centre. */
function offset(seed: number, index: number, salt: number): number {
  const x = Math.sin(seed * 12.9898 + index * 78.233 + salt * 37.719) * 43758.5453;
  return (x - Math.floor(x) - 0.5) * 0.08;
}

/** One city of places per this many demo schools: a small data set gets the first city only. */
const SCHOOLS_PER_CITY = 50;

/**
 * Places of every category around the largest city of the destinations families move to most
 * (as many cities as the demo's size allows), all published but the last of each city, which
 * waits for a moderator (the queue has work). Fills an empty place table only; returns how many
 * places it added.
 */
export async function seedDemoPlaces(db: Db, options: DemoOptions): Promise<number> {
  if (options.size === 0 || (await hasPlaces(db))) return 0;
  const cities = Math.max(1, Math.min(DEMO_COUNTRIES.length, Math.round(options.size / SCHOOLS_PER_CITY)));
  const rows = DEMO_COUNTRIES.slice(0, cities).flatMap((code, cityIndex) => {
    const city = citiesOf(code)[0];
    if (!city) return [];
    return DEMO_PLACES.map(([category, name, description, openingNotes], index) => ({
      id: uuidv7(),
      name: name.replace('{city}', city.name),
      category,
      description,
      address: city.name,
      latitude: city.latitude + offset(options.seed, cityIndex * 10 + index, 1),
      longitude: city.longitude + offset(options.seed, cityIndex * 10 + index, 2),
      website: null,
      opening_notes: openingNotes,
      status: index === DEMO_PLACES.length - 1 ? ('pending' as const) : ('published' as const),
      reject_reason: null,
      reject_category: null,
      author_id: null,
      moderated_by: null,
      moderated_at: null,
    }));
  });
  await db.withTables<PlaceTables>().insertInto('place').values(rows).execute();
  return rows.length;
}
