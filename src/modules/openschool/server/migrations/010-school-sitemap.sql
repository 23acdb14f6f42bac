-- The sitemap lists listed schools in id order (creation order: new schools go at the end, so
-- the first files stay the same) and starts each file of 50,000 at an offset: a partial index
-- on the id lets PostgreSQL skip to it without reading the rows it skips.
create index school_listed_id_idx on school (id) where listed;
