//! Client for push-gateway: AWS API Gateway (usage-plan key) in front of the SNS fan-out lambda.
use std::time::Duration;

use reqwest::{Client, StatusCode};
use serde::Serialize;

use crate::config::PushSettings;

#[derive(Serialize)]
pub struct PushMessage<'a> {
    pub user_id: &'a str,
    pub title: &'a str,
    pub body: &'a str,
}

pub struct PushGateway {
    http: Client,
    settings: PushSettings,
}

impl PushGateway {
    pub fn new(settings: PushSettings) -> Self {
        Self { http: Client::new(), settings }
    }

    pub async fn send(&self, msg: &PushMessage<'_>) -> anyhow::Result<()> {
        for attempt in 0..3u64 {
            let resp = self
                .http
                .post(format!("{}/v1/notifications", self.settings.gateway_url))
                .header("x-api-key", &self.settings.api_key)
                .header("x-user-id", msg.user_id)
                .json(msg)
                .send()
                .await?;
            match resp.status() {
                s if s.is_success() => return Ok(()),
                StatusCode::BAD_GATEWAY | StatusCode::SERVICE_UNAVAILABLE => {
                    tokio::time::sleep(Duration::from_millis(200 * (attempt + 1))).await;
                }
                StatusCode::NOT_FOUND => anyhow::bail!("device token not registered for {}", msg.user_id),
                s => anyhow::bail!("push gateway returned {s}"),
            }
        }
        anyhow::bail!("push gateway unavailable after retries")
    }
}
