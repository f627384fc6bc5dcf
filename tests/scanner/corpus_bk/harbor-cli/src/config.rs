use anyhow::{Context, Result};

const DEFAULT_BASE: &str = "https://api.callharbor.io/api/public/v1";
const DEFAULT_V2_BASE: &str = "https://api.callharbor.io/api/public/v2";

pub struct Config {
    pub base_url: String,
    pub v2_base_url: String,
    pub api_key: String,
    pub v2_key: Option<String>,
    pub webhook_secret: String,
    pub default_user: String,
}

impl Config {
    pub fn from_env() -> Result<Self> {
        Ok(Self {
            base_url: std::env::var("HARBOR_BASE_URL").unwrap_or_else(|_| DEFAULT_BASE.to_string()),
            v2_base_url: std::env::var("HARBOR_V2_BASE_URL").unwrap_or_else(|_| DEFAULT_V2_BASE.to_string()),
            api_key: std::env::var("HARBOR_API_KEY").context("HARBOR_API_KEY not set")?,
            v2_key: std::env::var("HARBOR_V2_KEY").ok(),
            webhook_secret: std::env::var("HARBOR_WEBHOOK_SECRET").unwrap_or_default(),
            default_user: std::env::var("HARBOR_DEFAULT_USER").unwrap_or_else(|_| "ops@brightline.io".into()),
        })
    }
}
