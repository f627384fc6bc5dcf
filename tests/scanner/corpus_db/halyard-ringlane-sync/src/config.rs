use config::{Config, ConfigError, Environment, File};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct ServerConfig {
    pub bind: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct RinglaneConfig {
    pub base_url: String,
    pub api_key: String,
    pub acting_user_email: String,
    pub webhook_secret: String,
    pub timeout_secs: u64,
    pub page_size: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct MailwispConfig {
    pub base_url: String,
    pub api_key: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct StripeConfig {
    pub webhook_secret: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub server: ServerConfig,
    pub ringlane: RinglaneConfig,
    pub mailwisp: MailwispConfig,
    pub stripe: StripeConfig,
}

impl Settings {
    pub fn load() -> Result<Self, ConfigError> {
        let env = std::env::var("APP_ENV").unwrap_or_else(|_| "development".into());
        Config::builder()
            .set_default("ringlane.base_url", "https://api.ringlane.io/api/public/v1")?
            .set_default("ringlane.timeout_secs", 15)?
            .add_source(File::with_name("config/default"))
            .add_source(File::with_name(&format!("config/{env}")).required(false))
            .add_source(Environment::with_prefix("HALYARD").separator("__"))
            .build()?
            .try_deserialize()
    }
}
