-- app_config seed for PROD. Values for UAT are in seed_config_uat.sql
MERGE INTO app_config c
USING (
  SELECT 'DIALBRIDGE_API_KEY' cfg_name, 'dbk_Lx4Gq7Vn2RmT9wYc5KbZ8pHs3Af' cfg_value FROM dual
  UNION ALL
  SELECT 'DIALBRIDGE_DEFAULT_REP', 'ops-dialer@korvath-logistics.com' FROM dual
  UNION ALL
  SELECT 'FX_GATEWAY_KEY', 'REPLACE_AT_DEPLOY' FROM dual
) s
ON (c.cfg_name = s.cfg_name)
WHEN MATCHED THEN UPDATE SET c.cfg_value = s.cfg_value
WHEN NOT MATCHED THEN INSERT (cfg_name, cfg_value) VALUES (s.cfg_name, s.cfg_value);
COMMIT;
