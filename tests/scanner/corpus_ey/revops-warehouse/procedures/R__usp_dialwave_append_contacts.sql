CREATE OR ALTER PROCEDURE dbo.usp_dialwave_append_contacts
    @list_id   NVARCHAR(64),
    @phones    NVARCHAR(MAX),          -- JSON array of E.164 strings
    @acting    NVARCHAR(256) = NULL
AS
BEGIN
    SET NOCOUNT ON;
    DECLARE @base NVARCHAR(400), @key NVARCHAR(200), @url NVARCHAR(2000),
            @headers NVARCHAR(4000), @payload NVARCHAR(MAX), @response NVARCHAR(MAX), @rc INT;

    SELECT @base = setting_val FROM dbo.integration_settings WHERE vendor = N'dialwave' AND setting_key = N'base_url';
    SELECT @key  = setting_val FROM dbo.integration_settings WHERE vendor = N'dialwave' AND setting_key = N'api_key';
    IF @acting IS NULL
        SELECT @acting = setting_val FROM dbo.integration_settings WHERE vendor = N'dialwave' AND setting_key = N'acting_user';

    SET @url = @base + N'/contact-lists/' + @list_id + N'/contacts';
    SET @headers = N'{"x-api-key":"' + @key + N'","x-user-email":"' + @acting + N'"}';
    SET @payload = (SELECT JSON_QUERY(N'[' + STRING_AGG(N'{"phone":"' + value + N'"}', N',') + N']') AS contacts
                      FROM OPENJSON(@phones) FOR JSON PATH, WITHOUT_ARRAY_WRAPPER);

    EXEC @rc = sp_invoke_external_rest_endpoint
         @url = @url, @method = N'POST', @headers = @headers, @payload = @payload,
         @timeout = 60, @response = @response OUTPUT;

    DECLARE @status INT = JSON_VALUE(@response, '$.response.status.http.code');
    DECLARE @err NVARCHAR(2000) = JSON_VALUE(@response, '$.result.error');

    INSERT INTO dbo.http_call_log (vendor, method, url, http_status, error_text)
    VALUES (N'dialwave', N'POST', @url, @status, @err);

    IF @status = 503
        THROW 50503, N'Dialwave public API is disabled for this account', 1;
    IF @status = 404 AND @err = N'user not found'
        THROW 50404, N'Acting user is not provisioned in Dialwave', 1;
    IF @status >= 400
        THROW 50000, @err, 1;
END
GO
