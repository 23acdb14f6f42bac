-- The list sorted by rating (`-rating`): best average first, then the better known, unrated last,
-- read in index order like the other sorts, for all countries and for one.
create index school_rating_idx on school (rating_avg desc nulls last, rating_count desc, id desc) where listed;
create index school_country_rating_idx on school (country_code, rating_avg desc nulls last, rating_count desc, id desc)
  where listed;
