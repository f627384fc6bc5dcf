CREATE OR ALTER PROCEDURE dbo.usp_hubspot_upsert_company
    @domain NVARCHAR(255),
    @props  NVARCHAR(MAX)
AS
BEGIN
    SET NOCOUNT ON;
    DECLARE @base NVARCHAR(400), @token NVARCHAR(400), @url NVARCHAR(2000),
            @headers NVARCHAR(4000), @response NVARCHAR(MAX);

    SELECT @base  = setting_val FROM dbo.integration_settings WHERE vendor = N'hubspot' AND setting_key = N'base_url';
    SELECT @token = setting_val FROM dbo.integration_settings WHERE vendor = N'hubspot' AND setting_key = N'private_app_token';

    SET @url = @base + N'/objects/companies/' + @domain + N'?idProperty=domain';
    SET @headers = N'{"Authorization":"Bearer ' + @token + N'","Content-Type":"application/json"}';

    EXEC sp_invoke_external_rest_endpoint @url = @url, @method = N'PATCH', @headers = @headers,
         @payload = @props, @response = @response OUTPUT;

    DECLARE @status INT = JSON_VALUE(@response, '$.response.status.http.code');
    IF @status IN (502, 503, 504)
    BEGIN
        -- HubSpot edge blips; the agent job retries every 10 minutes
        INSERT INTO dbo.http_call_log (vendor, method, url, http_status) VALUES (N'hubspot', N'PATCH', @url, @status);
        RETURN 1;
    END
    IF @status = 404
        THROW 50404, N'HubSpot company not found for domain', 1;
    RETURN 0;
END
GO
