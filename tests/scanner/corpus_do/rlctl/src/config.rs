use anyhow::{Context, Result};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub api_key: String,
    pub user: Option<String>,
}

/// Reads ~/.config/rlctl/config.toml, or RINGLYNE_API_KEY from the environment.
pub fn load() -> Result<Config> {
    if let Ok(key) = std::env::var("RINGLYNE_API_KEY") {
        return Ok(Config { api_key: key, user: std::env::var("RINGLYNE_USER").ok() });
    }
    let path = dirs::config_dir().context("no config dir")?.join("rlctl/config.toml");
    let raw = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    Ok(toml::from_str(&raw)?)
}
