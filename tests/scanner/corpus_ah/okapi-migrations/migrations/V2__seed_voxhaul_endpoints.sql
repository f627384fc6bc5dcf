-- Voxhaul dialer endpoints used by dialer-gateway
INSERT INTO integration_endpoints (provider, name, base_url, path, method, auth_style, headers) VALUES
  ('voxhaul', 'list_contact_lists',  'https://api.voxhaul.io/api/public/v1', '/contact-lists', 'GET', 'api_key', '{"x-api-key": "{{VOXHAUL_API_KEY}}", "x-user-id": "{{VOXHAUL_ACTING_UID}}"}'),
  ('voxhaul', 'get_contact_list',    'https://api.voxhaul.io/api/public/v1', '/contact-lists/{id}', 'GET', 'api_key', '{}'),
  ('voxhaul', 'append_contacts',     'https://api.voxhaul.io/api/public/v1', '/contact-lists/{id}/contacts', 'POST', 'api_key', '{}'),
  ('voxhaul', 'remove_contact',      'https://api.voxhaul.io/api/public/v1', '/contact-lists/{id}/contacts/{phone}', 'DELETE', 'api_key', '{}');
