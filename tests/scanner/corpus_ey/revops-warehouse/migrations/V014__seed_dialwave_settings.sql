-- Dialwave (outbound dialer) legacy public API settings
INSERT INTO dbo.integration_settings (vendor, setting_key, setting_val, is_secret) VALUES
    (N'dialwave', N'base_url',            N'https://api.dialwave.com/api/public/v1', 0),
    (N'dialwave', N'api_key_header',      N'x-api-key', 0),
    (N'dialwave', N'api_key',             N'dw_Lk82sPq0ZrXc5VbN7tYh3JmA1e', 1),
    (N'dialwave', N'acting_user_header',  N'x-user-email', 0),
    (N'dialwave', N'acting_user',         N'revops-bot@northwindhq.com', 0),
    (N'dialwave', N'contact_lists_path',  N'/contact-lists', 0);

INSERT INTO dbo.integration_settings (vendor, setting_key, setting_val, is_secret) VALUES
    (N'sendgrid', N'base_url',            N'https://api.sendgrid.com/v3', 0),
    (N'sendgrid', N'lists_path',          N'/marketing/lists', 0),
    (N'hubspot',  N'base_url',            N'https://api.hubapi.com/crm/v3', 0);
