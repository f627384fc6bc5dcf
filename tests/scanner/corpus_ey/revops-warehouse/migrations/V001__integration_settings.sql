CREATE TABLE dbo.integration_settings (
    vendor       NVARCHAR(64)   NOT NULL,
    setting_key  NVARCHAR(128)  NOT NULL,
    setting_val  NVARCHAR(2000) NULL,
    is_secret    BIT            NOT NULL DEFAULT 0,
    updated_at   DATETIME2      NOT NULL DEFAULT SYSUTCDATETIME(),
    CONSTRAINT pk_integration_settings PRIMARY KEY (vendor, setting_key)
);

CREATE TABLE dbo.http_call_log (
    id           BIGINT IDENTITY PRIMARY KEY,
    vendor       NVARCHAR(64)  NOT NULL,
    method       NVARCHAR(8)   NOT NULL,
    url          NVARCHAR(2000) NOT NULL,
    http_status  INT           NULL,
    error_text   NVARCHAR(MAX) NULL,
    called_at    DATETIME2     NOT NULL DEFAULT SYSUTCDATETIME()
);
