ALTER TABLE dbo.integration_settings ADD retry_statuses NVARCHAR(64) NULL;
GO

UPDATE dbo.integration_settings SET retry_statuses = N'429,502'
 WHERE vendor = N'dialwave' AND setting_key = N'base_url';

UPDATE dbo.integration_settings SET retry_statuses = N'429,502,503,504'
 WHERE vendor = N'hubspot' AND setting_key = N'base_url';

UPDATE dbo.integration_settings SET retry_statuses = N'429,500,503'
 WHERE vendor = N'sendgrid' AND setting_key = N'base_url';
