use serde::Deserialize;
use std::env;

pub const DEFAULT_BASE_URL: &str = "https://api.ringlane.io/api/public/v1";

#[derive(Debug, Deserialize, Clone)]
pub struct RinglaneConfig {
    #[serde(default = "default_base")]
    pub base_url: String,
    pub api_key: String,
    pub acting_user_email: String,
    #[serde(default)]
    pub max_retries: u32,
}

fn default_base() -> String {
    DEFAULT_BASE_URL.to_string()
}

impl RinglaneConfig {
    pub fn from_env() -> Option<Self> {
        Some(Self {
            base_url: env::var("RINGLANE_BASE_URL").unwrap_or_else(|_| default_base()),
            api_key: env::var("RINGLANE_API_KEY").ok()?,
            acting_user_email: env::var("RINGLANE_ACTING_USER").ok()?,
            max_retries: 3,
        })
    }
}
