-- Voxhaul v2: call lists replace contact lists; auth is a per-integration bearer key.
INSERT INTO integration_endpoints (provider, name, base_url, path, method, auth_style, headers, enabled) VALUES
  ('voxhaul', 'v2_list_call_lists', 'https://api.voxhaul.io/api/public/v2', '/call-lists', 'GET', 'bearer', '{"Authorization": "Bearer {{VOXHAUL_V2_KEY}}"}', FALSE),
  ('voxhaul', 'v2_add_call_list_entries', 'https://api.voxhaul.io/api/public/v2', '/call-lists/{id}/entries', 'POST', 'bearer', '{}', FALSE);
