/** The names of the directory the core translates (decision 099): `data_name.entity` values. */
export const CURRICULUM_NAMES = 'curriculum';
/** A curriculum group's heading, keyed by its English name (`curriculum.family`). */
export const CURRICULUM_GROUP_NAMES = 'curriculumGroup';
/** A school year's name, keyed by `<system>.<code>` (`UK.Y7`). */
export const GRADE_NAMES = 'grade';
