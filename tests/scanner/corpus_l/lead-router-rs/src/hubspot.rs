//! HubSpot legacy contact lists (v1 lists API) – unrelated to Dialstack.
use reqwest::{Client, StatusCode};
use std::time::Duration;

const HUBSPOT_LISTS: &str = "https://api.hubapi.com/contacts/v1/lists";

pub struct HubSpot {
    http: Client,
    token: String,
}

impl HubSpot {
    pub fn new(token: String) -> Self {
        Self { http: Client::new(), token }
    }

    pub async fn add_to_list(&self, list_id: u64, email: &str) -> anyhow::Result<()> {
        let url = format!("{HUBSPOT_LISTS}/{list_id}/add");
        for attempt in 0..3u64 {
            let resp = self
                .http
                .post(&url)
                .bearer_auth(&self.token)
                .json(&serde_json::json!({ "emails": [email] }))
                .send()
                .await?;
            match resp.status() {
                s if s.is_success() => return Ok(()),
                StatusCode::BAD_GATEWAY | StatusCode::SERVICE_UNAVAILABLE => {
                    tokio::time::sleep(Duration::from_millis(400 * (attempt + 1))).await
                }
                StatusCode::NOT_FOUND => anyhow::bail!("hubspot list {list_id} not found"),
                s => {
                    let v: serde_json::Value = resp.json().await.unwrap_or_default();
                    anyhow::bail!("hubspot {s}: {}", v["error"].as_str().unwrap_or("?"))
                }
            }
        }
        anyhow::bail!("hubspot unavailable")
    }
}
