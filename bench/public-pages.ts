import { DETAIL_TABS } from '@/modules/openschool/client/detail/detail-tabs';
/** A page a visitor without an account may open, as the bench names it. */
export interface PublicPage {
  name: string;
  path: string;
}

async function publicQuery<T>(base: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (errors?.length) throw new Error(`GraphQL: ${errors.map((error) => error.message).join('; ')}`);
  return data;
}

/**
 * One page of each kind the public site has, filled from the site's own data: a school of
 * `schoolId` (its country's list, and that list narrowed to its city), the curriculum it
 * teaches first, the newest blog post when the blog has one, the content and account pages.
 * `/compare` and a list narrowed to a city are kept out of search engines on purpose.
 */
export async function publicPagesOf(base: string, schoolId: string): Promise<PublicPage[]> {
  const data = await publicQuery<{
    school: { countrySlug: string; city: string; curriculums: { slug: string }[] };
    blogPosts: { items: { slug: string }[] } | null;
  }>(
    base,
    `query ($id: ID!) {
      school(id: $id) { countrySlug city curriculums { slug } }
      blogPosts(limit: 1) { items { slug } }
    }`,
    { id: schoolId },
  ).catch(async () => ({
    // The blog switched off answers an error: the school alone.
    ...(await publicQuery<{ school: { countrySlug: string; city: string; curriculums: { slug: string }[] } }>(
      base,
      'query ($id: ID!) { school(id: $id) { countrySlug city curriculums { slug } } }',
      { id: schoolId },
    )),
    blogPosts: null,
  }));
  const { school } = data;
  const country = `/schools/${school.countrySlug}`;
  const curriculum = school.curriculums[0]?.slug;
  const post = data.blogPosts?.items[0]?.slug;
  return [
    { name: 'home', path: '/' },
    { name: 'all schools', path: '/schools' },
    { name: 'country list', path: country },
    { name: 'city list', path: `${country}?city=${encodeURIComponent(school.city)}` },
    { name: 'school page', path: `${country}/${schoolId}` },
    // Each other tab of a school's page (the issue names every one).
    ...DETAIL_TABS.filter((tab) => tab !== 'overview').map((tab) => ({
      name: `school ${tab}`,
      path: `${country}/${schoolId}/${tab}`,
    })),
    { name: 'countries', path: '/countries' },
    { name: 'curriculums', path: '/school-curriculums' },
    ...(curriculum ? [{ name: 'curriculum', path: `/school-curriculums/${curriculum}` }] : []),
    { name: 'compare', path: `/compare?ids=${schoolId}` },
    { name: 'planner', path: '/planner' },
    { name: 'map', path: '/map' },
    { name: 'open data', path: '/open-data' },
    { name: 'moderation', path: '/moderation' },
    ...(data.blogPosts ? [{ name: 'blog', path: '/blog' }] : []),
    ...(post ? [{ name: 'blog post', path: `/blog/${post}` }] : []),
    { name: 'about', path: '/about' },
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
    { name: 'contact', path: '/contact-us' },
    { name: 'newsletter', path: '/newsletter' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'password lost', path: '/password-lost' },
  ];
}
