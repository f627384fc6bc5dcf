use std::time::Duration;

use reqwest::StatusCode;
use serde::Deserialize;

use crate::config::Config;

#[derive(Debug, Deserialize)]
pub struct V1ErrorDetail {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Deserialize)]
pub struct V1ErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<V1ErrorDetail>,
}

#[derive(Debug, thiserror::Error)]
pub enum CallcoveError {
    #[error("callcove identity provider unreachable")]
    IdpUnavailable,
    #[error("callcove api disabled")]
    Disabled,
    #[error("callcove {0}: {1}")]
    Other(u16, String),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

pub struct Callcove {
    http: reqwest::Client,
    cfg: Config,
}

impl Callcove {
    pub fn new(cfg: Config) -> Self {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().expect("client");
        Self { http, cfg }
    }

    pub async fn remove_contact(&self, list_id: &str, phone: &str) -> Result<(), CallcoveError> {
        let url = format!("{}/contact-lists/{}/contacts/{}", self.cfg.callcove_base, list_id, phone);
        for attempt in 1..=3u64 {
            let resp = self
                .http
                .delete(&url)
                .header("x-api-key", &self.cfg.callcove_key)
                .header("x-user-id", &self.cfg.callcove_user_id)
                .send()
                .await?;
            match resp.status() {
                s if s.is_success() => return Ok(()),
                StatusCode::BAD_GATEWAY => {
                    tracing::warn!(attempt, "callcove 502, retrying");
                    tokio::time::sleep(Duration::from_millis(300 * attempt)).await;
                }
                StatusCode::SERVICE_UNAVAILABLE => return Err(CallcoveError::Disabled),
                other => {
                    let body: V1ErrorBody = resp.json().await?;
                    return Err(CallcoveError::Other(other.as_u16(), body.error));
                }
            }
        }
        Err(CallcoveError::IdpUnavailable)
    }
}
