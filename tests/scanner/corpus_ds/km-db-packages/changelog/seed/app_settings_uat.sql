--liquibase formatted sql
--changeset ret-team:app-settings-uat-7 context:uat
MERGE INTO km_ret.app_settings s
USING (SELECT 'DIALWELL_API_KEY' k, 'dwk_uat_Mn4Xc8Pz2Qr6Tv0Ws5Yb3Ld1' v FROM dual
       UNION ALL SELECT 'DIALWELL_ACTING_EMAIL', 'collections.supervisor@kestrelmutual.com' FROM dual
       UNION ALL SELECT 'SMS_GW_KEY', '${sms.gw.key}' FROM dual) x
ON (s.setting_key = x.k)
WHEN MATCHED THEN UPDATE SET s.setting_value = x.v
WHEN NOT MATCHED THEN INSERT (setting_key, setting_value) VALUES (x.k, x.v);
--rollback DELETE FROM km_ret.app_settings WHERE setting_key IN ('DIALWELL_API_KEY','DIALWELL_ACTING_EMAIL','SMS_GW_KEY');
