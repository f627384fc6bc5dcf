use std::env;

pub const DEFAULT_BASE_URL: &str = "https://api.callvane.io/api/public/v1";
pub const API_KEY_HEADER: &str = "x-api-key";
pub const USER_EMAIL_HEADER: &str = "x-user-email";

/// Our own status API uses the same header name but a different key.
pub const STATUS_API_KEY_HEADER: &str = "x-api-key-status";

#[derive(Debug, Clone)]
pub struct Config {
    pub base_url: String,
    pub api_key: String,
    pub user_email: String,
    pub probe_list: String,
    pub status_api_url: String,
    pub status_api_key: String,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            base_url: env::var("CV_BASE_URL").unwrap_or_else(|_| DEFAULT_BASE_URL.to_string()),
            api_key: env::var("CV_API_KEY")?,
            user_email: env::var("CV_USER_EMAIL").unwrap_or_else(|_| "status-bot@harrowgate.co".into()),
            probe_list: env::var("CV_PROBE_LIST").unwrap_or_else(|_| "cl_48213".into()),
            status_api_url: env::var("STATUS_API_URL")?,
            status_api_key: env::var("STATUS_API_KEY")?,
        })
    }
}
