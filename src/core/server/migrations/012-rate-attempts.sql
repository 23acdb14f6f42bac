-- Rate limits count the attempts of the last window rather than of a fixed window: with fixed
-- windows a client got twice its limit across a boundary, and a run of attempts that crossed one
-- started again from nothing. One row per attempt; a key never holds more than its limit in a window.
drop table rate_limit;

create table rate_attempt (
  key text not null,
  attempted_at timestamptz not null
);
create index rate_attempt_key_time on rate_attempt (key, attempted_at);
create index rate_attempt_time on rate_attempt (attempted_at);
