-- Reference table of endpoints used by the ops dashboards.
create table if not exists ops.api_endpoints (vendor varchar, name varchar, url varchar);

insert into ops.api_endpoints (vendor, name, url) values
  ('ringstead', 'lists', 'https://api.ringstead.com/api/public/v1/contact-lists'),
  ('ringstead', 'list_contacts', 'https://api.ringstead.com/api/public/v1/contact-lists/{id}/contacts'),
  ('ringstead', 'calls_v2', 'https://api.ringstead.com/api/public/v2/calls'),
  ('sendgrid', 'lists', 'https://api.sendgrid.com/v3/marketing/lists'),
  ('hubspot', 'contacts', 'https://api.hubapi.com/crm/v3/objects/contacts');
