use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};
use serde::{Deserialize, Serialize};

use super::error::{DialcraftError, ErrorEnvelope};

/// Dialcraft public API v2.
pub struct DialcraftClient {
    http: reqwest::Client,
    base: String,
}

#[derive(Serialize)]
pub struct NewLead<'a> {
    pub phone: &'a str,
    pub name: &'a str,
    pub source: &'a str,
    pub owner_id: Option<&'a str>,
}

#[derive(Deserialize)]
pub struct Lead {
    pub id: String,
    pub status: String,
}

impl DialcraftClient {
    pub fn new(base: &str, api_key: &str, timeout: Duration) -> anyhow::Result<Self> {
        let mut h = HeaderMap::new();
        h.insert(AUTHORIZATION, HeaderValue::from_str(&format!("Bearer {api_key}"))?);
        let http = reqwest::Client::builder().default_headers(h).timeout(timeout).build()?;
        Ok(Self { http, base: base.trim_end_matches('/').to_string() })
    }

    pub async fn create_lead(&self, lead: &NewLead<'_>) -> Result<Lead, DialcraftError> {
        let resp = self
            .http
            .post(format!("{}/leads", self.base))
            .header("Idempotency-Key", lead.phone)
            .json(lead)
            .send()
            .await?;
        if resp.status().is_success() {
            return Ok(resp.json().await?);
        }
        let status = resp.status().as_u16();
        let env: ErrorEnvelope = resp.json().await.unwrap_or_default();
        Err(DialcraftError::from_envelope(status, env))
    }
}
