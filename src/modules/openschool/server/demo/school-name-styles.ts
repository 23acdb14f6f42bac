import { city, compound, type NameStyle, placeOf, plural, type Slot, words } from './name-style';

/* Local styles of the European languages; Latin America and francophone Africa use them too. */

const FR_PLACES = words('Parc Clos Domaine Val Jardin Bois Mont Pré Moulin Vallon Coteau Verger');
const FR_PLURALS = words(
  'Tilleuls Cèdres Glycines Mésanges Hirondelles Marronniers Érables Lilas Peupliers Saules Châtaigniers ' +
    'Iris Pins Oliviers Bouleaux Aubépines Alouettes Chênes Genêts Platanes',
);
// French contracts 'de': 'du Havre', 'des Sables-d'Olonne', 'd'Orléans'.
const deCity: Slot = (_random, name) => {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  return /^[AEIOUYÀÂÉÈÊÎÔ]/i.test(name) ? `d'${name}` : `de ${name}`;
};
export const FRENCH: NameStyle = {
  templates: [
    'Lycée International {n} {dc}',
    'École Internationale {n}, {c}',
    'Collège-Lycée International {n}',
    'École Bilingue {n} {dc}',
    'Institut International {n}, {c}',
    'Lycée Français International {n}',
  ],
  slots: {
    n: (random) =>
      random.chance(0.3)
        ? `Les ${random.pick(FR_PLURALS)}`
        : `du ${random.pick(FR_PLACES)} des ${random.pick(FR_PLURALS)}`,
    c: city,
    dc: deCity,
  },
};

const DE_PREFIX = words(
  'Linden Birken Eichen Buchen Erlen Ahorn Kastanien Tannen Rosen Lerchen Falken Schwalben Sonnen Quellen Wiesen',
);
const DE_COMPOUND = compound(DE_PREFIX, words('hain hof grund bach berg feld tal garten weg park bühl'));
export const GERMAN: NameStyle = {
  templates: [
    'Internationale Schule Am {n} {c}',
    'Internationales Gymnasium Am {n}',
    'Bilinguale Schule {n} {c}',
    '{n} International School {c}',
    'Deutsch-Englische Schule Am {n}, {c}',
  ],
  slots: { n: DE_COMPOUND, c: city },
};

const NL_PREFIX = words(
  'Linden Berken Eiken Beuken Wilgen Elzen Esdoorn Kastanje Rozen Merel Zwaluw Reiger Zon Duin Heide',
);
const NL_SUFFIXES: [string, string][] = words(
  'hof:De hoeve:De gaard:De veld:Het laan:De park:Het hout:Het weide:De dal:Het',
).map((entry) => entry.split(':') as [string, string]);
export const DUTCH: NameStyle = {
  templates: [
    'Internationale School {n} {c}',
    'Tweetalig Lyceum {n}',
    '{x} International School {c}',
    'Internationaal College {n}, {c}',
  ],
  slots: {
    n: (random) => {
      const [suffix, article] = random.pick(NL_SUFFIXES);
      return `${article} ${random.pick(NL_PREFIX)}${suffix}`;
    },
    x: (random) => random.pick(NL_PREFIX) + random.pick(NL_SUFFIXES)[0],
    c: city,
  },
};

const ES_MASCULINE = words(
  'Almendros Olivos Robles Pinos Naranjos Cipreses Alerces Sauces Jazmines Tilos Castaños Cedros',
);
const ES_FEMININE = words(
  'Acacias Encinas Magnolias Jacarandas Gardenias Camelias Golondrinas Alondras Lomas Hayas',
);
export const SPANISH: NameStyle = {
  templates: [
    'Colegio Internacional {n} de {c}',
    'Colegio Bilingüe {n}, {c}',
    'Instituto Internacional {n}',
    'Liceo Internacional {n} de {c}',
    'Escuela Internacional {n}',
  ],
  slots: {
    n: placeOf(
      words('Valle Monte Jardín Parque Prado Bosque Alto Mirador'),
      plural(ES_MASCULINE, ES_FEMININE, ['los', 'las']),
      plural(ES_MASCULINE, ES_FEMININE, ['de los', 'de las']),
    ),
    c: city,
  },
};

const PT_MASCULINE = words(
  'Ipês Jacarandás Sabiás Girassóis Pinheiros Castanheiros Sobreiros Rouxinóis Cedros Salgueiros',
);
const PT_FEMININE = words(
  'Acácias Palmeiras Laranjeiras Mangueiras Oliveiras Andorinhas Hortênsias Magnólias Cerejeiras Camélias',
);
export const PORTUGUESE: NameStyle = {
  templates: [
    'Escola Internacional {n}',
    'Colégio Internacional {n}, {c}',
    'Escola Bilíngue {n}',
    'Instituto Internacional {n}, {c}',
  ],
  slots: {
    n: placeOf(
      words('Jardim Vale Monte Bosque Recanto Alto Parque Quinta Solar'),
      plural(PT_MASCULINE, PT_FEMININE, ['os', 'as']),
      plural(PT_MASCULINE, PT_FEMININE, ['dos', 'das']),
      0.2,
    ),
    c: city,
  },
};

const IT_SINGULAR = words(
  'Glicine Mimosa Magnolia Camelia Ginestra Betulla Ortensia Gardenia Azalea Edera Lavanda Gelsomino',
);
const IT_MASCULINE = words('Tigli Pini Cipressi Lecci Mandorli Castagni Gelsi Ciliegi Glicini Girasoli');
const IT_FEMININE = words('Magnolie Rose Betulle Camelie Querce Rondini Viole Ginestre Allodole Acacie');
const IT_PLACES = words('Parco Colle Giardino Poggio Borgo Bosco Prato');
const IT_OF = plural(IT_MASCULINE, IT_FEMININE, ['dei', 'delle']);
export const ITALIAN: NameStyle = {
  templates: [
    'Scuola Internazionale {n}',
    'Scuola Internazionale {n} di {c}',
    'Liceo Internazionale {n}, {c}',
    'Istituto Bilingue {n} di {c}',
    'Collegio Internazionale {n}',
  ],
  slots: {
    n: (random, name) =>
      random.chance(0.35)
        ? `Villa ${random.pick(IT_SINGULAR)}`
        : `${random.pick(IT_PLACES)} ${IT_OF(random, name)}`,
    c: city,
  },
};
