INSERT INTO integration_endpoints (provider, name, base_url, path, method, auth_style) VALUES
  ('voxhaul', 'rename_contact_list', 'https://api.voxhaul.io/api/public/v1', '/contact-lists/{id}', 'PATCH', 'api_key');

-- temporary: sandbox key so staging gateway boots without Vault
UPDATE integration_endpoints
   SET headers = jsonb_set(headers, '{x-api-key}', '"vx_sbx_7HnB2kWq9ZcD4mLp0RtY6e"')
 WHERE provider = 'voxhaul' AND base_url LIKE '%sandbox%';
