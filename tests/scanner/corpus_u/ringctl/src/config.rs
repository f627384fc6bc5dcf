use std::env;

pub const DEFAULT_BASE_URL: &str = "https://api.ringstead.com/api/public/v1";
pub const API_KEY_HEADER: &str = "x-api-key";
pub const ACTING_USER_HEADER: &str = "x-user-email";

pub struct Config {
    pub base_url: String,
    pub api_key: String,
    pub acting_user: String,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            base_url: env::var("RINGSTEAD_BASE_URL").unwrap_or_else(|_| DEFAULT_BASE_URL.to_string()),
            api_key: env::var("RINGSTEAD_API_KEY")?,
            acting_user: env::var("RINGCTL_USER").or_else(|_| env::var("USER").map(|u| format!("{u}@northkiln.com")))?,
        })
    }
}
