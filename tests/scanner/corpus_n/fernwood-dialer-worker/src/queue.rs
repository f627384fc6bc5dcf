//! Client for our internal job queue (behind AWS API Gateway).
use reqwest::{Client, StatusCode};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct QueueError {
    pub error: String,
}

pub struct Queue {
    http: Client,
    url: String,
    key: String,
}

impl Queue {
    pub fn new(url: String, key: String) -> Self {
        Self { http: Client::new(), url, key }
    }

    pub async fn pull(&self) -> anyhow::Result<Option<serde_json::Value>> {
        let resp = self
            .http
            .get(format!("{}/next", self.url))
            .header("x-api-key", &self.key)
            .send()
            .await?;
        match resp.status() {
            StatusCode::NO_CONTENT => Ok(None),
            StatusCode::BAD_GATEWAY | StatusCode::SERVICE_UNAVAILABLE => {
                tracing::warn!("queue gateway unavailable, backing off");
                Ok(None)
            }
            s if s.is_success() => Ok(Some(resp.json().await?)),
            _ => {
                let e: QueueError = resp.json().await?;
                anyhow::bail!("queue error: {}", e.error)
            }
        }
    }
}
