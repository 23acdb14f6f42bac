-- The short names cards and a school's header show (`US`, `French`, `National`) in the 19
-- languages besides English (issue 36, decision 099): they are words, where the other short names
-- are acronyms or proper names the same in every language (IB DP, IGCSE, A Level, Montessori) and
-- stay as they are. The country curriculums take their group's heading, already translated by
-- migration 029 (`Américain`, `Allemand`); the host country's takes its own word. Only the
-- built-in curriculums whose English short name is still the shipped one, and an installation
-- that already translated a short name keeps its own text.
insert into data_name (entity, thing, field, lng, value)
select 'curriculum', curriculum.id::text, 'shortName', heading.lng, heading.value
from curriculum
join data_name heading
  on heading.entity = 'curriculumGroup' and heading.thing = curriculum.family and heading.field = 'name'
where (curriculum.slug, curriculum.short_name) in (
  ('american', 'US'), ('french', 'French'), ('german', 'German'), ('canadian', 'Canadian'),
  ('australian', 'Australian'), ('spanish', 'Spanish'), ('japanese', 'Japanese')
)
on conflict do nothing;

insert into data_name (entity, thing, field, lng, value)
select 'curriculum', curriculum.id::text, 'shortName', word.lng, word.value
from curriculum
cross join (values
  ('fr', 'National'), ('de', 'National'), ('es', 'Nacional'), ('nl', 'Nationaal'),
  ('it', 'Nazionale'), ('sv', 'Nationell'), ('pt', 'Nacional'), ('ru', 'Национальная'),
  ('ja', '所在国'), ('lv', 'Nacionālā'), ('is', 'Innlend'), ('ro', 'Național'),
  ('el', 'Εθνικό'), ('ar', 'وطني'), ('sk', 'Národné'), ('cs', 'Národní'), ('pl', 'Krajowy'),
  ('zh-Hans', '所在国'), ('zh-Hant', '所在國')
) as word (lng, value)
where curriculum.slug = 'host-national' and curriculum.short_name = 'National'
on conflict do nothing;
