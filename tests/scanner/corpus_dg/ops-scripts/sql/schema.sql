CREATE TABLE IF NOT EXISTS app_settings (
    name  VARCHAR(64)  NOT NULL PRIMARY KEY,
    value VARCHAR(255) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS dnc_numbers (
    phone      VARCHAR(16) NOT NULL PRIMARY KEY,
    source     VARCHAR(32) NOT NULL DEFAULT 'manual',
    created_at DATETIME    NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS ringwell_failures (
    id          INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    list_id     INT          NOT NULL,
    http_status SMALLINT     NOT NULL,
    error_text  VARCHAR(255) NULL,
    retry_at    DATETIME     NULL,
    created_at  DATETIME     NOT NULL,
    KEY idx_retry (retry_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS ops_runs (
    id          INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
    script      VARCHAR(64)  NOT NULL,
    finished_at DATETIME     NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

ALTER TABLE stores ADD COLUMN ringwell_list_id INT NULL, ADD COLUMN ringwell_owner_ok TINYINT(1) NOT NULL DEFAULT 1;
