-- The map asks for the listed schools inside a viewport: by latitude first, then longitude.
create index school_map_position on school (latitude, longitude)
  where listed and latitude is not null and longitude is not null;
