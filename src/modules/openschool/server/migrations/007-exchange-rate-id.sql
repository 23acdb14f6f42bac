-- The admin console addresses every record by a UUID (its list, detail and edit pages, bulk
-- actions): exchange rates get one beside their currency code, which stays the key fees use.
alter table exchange_rate add column id uuid not null default gen_random_uuid();
alter table exchange_rate add constraint exchange_rate_id_key unique (id);
