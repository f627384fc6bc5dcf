use serde::Deserialize;

#[derive(Debug, Deserialize, Clone)]
pub struct RingstackSettings {
    #[serde(default = "default_base_url")]
    pub base_url: String,
    pub api_key: String,
    #[serde(default = "default_timeout")]
    pub timeout_secs: u64,
    pub webhook_secret: String,
}

fn default_base_url() -> String {
    std::env::var("RINGSTACK_BASE_URL")
        .unwrap_or_else(|_| "https://api.ringstack.io/api/public/v1".to_string())
}

fn default_timeout() -> u64 {
    10
}

#[derive(Debug, Deserialize, Clone)]
pub struct PushSettings {
    pub gateway_url: String,
    pub api_key: String,
}

#[derive(Debug, Deserialize, Clone)]
pub struct Settings {
    pub listen_addr: String,
    pub ringstack: RingstackSettings,
    pub push: PushSettings,
    pub stripe_webhook_secret: String,
}

impl Settings {
    pub fn load() -> Result<Self, config::ConfigError> {
        config::Config::builder()
            .add_source(config::File::with_name("config/default"))
            .add_source(config::File::with_name("config/local").required(false))
            .add_source(config::Environment::with_prefix("DISPATCH").separator("__"))
            .build()?
            .try_deserialize()
    }
}
