use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    #[serde(default = "default_port")]
    pub port: u16,

    #[serde(default = "default_ringlane_base")]
    pub ringlane_base_url: String,
    pub ringlane_api_key: String,
    /// Okta user id of the service account that "owns" automated campaigns.
    pub ringlane_okta_user_id: String,
    pub ringlane_webhook_secret: String,

    #[serde(default = "default_mailforge_base")]
    pub mailforge_base_url: String,
    pub mailforge_api_key: String,

    pub stripe_webhook_secret: String,
}

fn default_port() -> u16 {
    8080
}

fn default_ringlane_base() -> String {
    "https://api.ringlane.com/api/public/v1".to_string()
}

fn default_mailforge_base() -> String {
    "https://api.mailforge.io/v1".to_string()
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(envy::from_env::<Config>()?)
    }
}
