-- A place's photos: ids of the image host in effect (local disk or Cloudinary), in order.
alter table place add column image_ids text[] not null default '{}';
