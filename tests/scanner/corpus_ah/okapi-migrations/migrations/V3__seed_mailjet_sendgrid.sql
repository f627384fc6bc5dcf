INSERT INTO integration_endpoints (provider, name, base_url, path, method, auth_style, headers) VALUES
  ('mailjet',  'contact_lists',   'https://api.mailjet.com/v3/REST', '/contactslist', 'GET', 'basic', '{}'),
  ('sendgrid', 'marketing_lists', 'https://api.sendgrid.com/v3', '/marketing/lists', 'GET', 'bearer', '{}'),
  ('partner_gw', 'contact_lists', 'https://partners.okapi-analytics.com/v1', '/contact-lists', 'GET', 'api_key', '{"x-api-key": "{{PARTNER_KEY}}"}');
