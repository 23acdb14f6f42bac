-- A country's school list (/schools/{country}) in each of its sort orders. With only the
-- global sort indexes the planner walks them and skips other countries' rows: 60-80 ms for a
-- later page of a large country at 100,000 schools on PGlite, about 1 ms with these.
-- Their first column also serves every lookup by country, so the single-column index goes.
create index school_country_updated_at_idx on school (country_code, updated_at desc, id desc);
create index school_country_name_idx on school (country_code, name, id);
create index school_country_fees_asc_idx on school (country_code, avg_fees_usd_cents asc nulls last, id asc);
create index school_country_fees_desc_idx on school (country_code, avg_fees_usd_cents desc nulls last, id desc);
drop index school_country_code_idx;
