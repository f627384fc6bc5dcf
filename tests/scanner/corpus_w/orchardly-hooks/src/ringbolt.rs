use reqwest::{Client, StatusCode};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::config::Config;

#[derive(Debug, Deserialize)]
pub struct ApiErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<ApiErrorDetail>,
}

#[derive(Debug, Deserialize)]
pub struct ApiErrorDetail {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum RingboltError {
    #[error("identity provider unreachable")]
    IdpUnavailable,
    #[error("ringbolt api disabled")]
    Disabled,
    #[error("ringbolt {status}: {message}")]
    Api { status: u16, message: String },
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
}

#[derive(Serialize)]
struct ContactIn<'a> {
    phone: &'a str,
}

#[derive(Clone)]
pub struct Ringbolt {
    http: Client,
    cfg: Config,
}

impl Ringbolt {
    pub fn new(cfg: Config) -> Self {
        Self { http: Client::new(), cfg }
    }

    /// Adds a caller who opted in via the web form to the follow-up list.
    pub async fn add_to_list(&self, list_id: &str, phone: &str) -> Result<(), RingboltError> {
        let url = format!("{}/contact-lists/{}/contacts", self.cfg.ringbolt_base, list_id);
        let res = self
            .http
            .post(url)
            .header("x-api-key", &self.cfg.ringbolt_key)
            .header("X-User-Id", &self.cfg.ringbolt_actor)
            .json(&serde_json::json!({ "contacts": [ContactIn { phone }] }))
            .send()
            .await?;

        match res.status() {
            s if s.is_success() => Ok(()),
            StatusCode::BAD_GATEWAY => Err(RingboltError::IdpUnavailable),
            StatusCode::SERVICE_UNAVAILABLE => Err(RingboltError::Disabled),
            s => {
                let body: ApiErrorBody = res.json().await.unwrap_or(ApiErrorBody {
                    error: s.to_string(),
                    details: vec![],
                });
                Err(RingboltError::Api { status: s.as_u16(), message: body.error })
            }
        }
    }
}
