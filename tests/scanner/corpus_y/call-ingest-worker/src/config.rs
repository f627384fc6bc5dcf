use std::env;

const DEFAULT_CALLCOVE_BASE: &str = "https://api.callcove.io/api/public/v1";
const DEFAULT_WAREHOUSE_URL: &str = "http://warehouse-ingest.quillmark.internal/v1/events";

#[derive(Clone, Debug)]
pub struct Config {
    pub callcove_base: String,
    pub callcove_key: String,
    pub callcove_user_id: String,
    pub warehouse_url: String,
    pub warehouse_key: String,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            callcove_base: env::var("CALLCOVE_BASE_URL").unwrap_or_else(|_| DEFAULT_CALLCOVE_BASE.to_string()),
            callcove_key: env::var("CALLCOVE_API_KEY")?,
            callcove_user_id: env::var("CALLCOVE_SERVICE_USER_ID")?,
            warehouse_url: env::var("WAREHOUSE_URL").unwrap_or_else(|_| DEFAULT_WAREHOUSE_URL.to_string()),
            warehouse_key: env::var("WAREHOUSE_API_KEY").unwrap_or_default(),
        })
    }
}
