/** The curriculum list. */
export const CURRICULUMS_PATH = '/school-curriculums';

/** `/school-curriculums/ib-dp`: a curriculum's page, by its slug. */
export const curriculumPath = (slug: string) => `${CURRICULUMS_PATH}/${slug}`;
