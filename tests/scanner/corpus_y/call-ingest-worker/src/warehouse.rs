use reqwest::StatusCode;
use serde::Deserialize;

use crate::config::Config;

#[derive(Deserialize)]
struct Pending {
    list_id: String,
    phone: String,
}

#[derive(Deserialize)]
struct WarehouseError {
    error: String,
}

pub struct Warehouse {
    http: reqwest::Client,
    url: String,
    key: String,
}

impl Warehouse {
    pub fn new(cfg: &Config) -> Self {
        Self { http: reqwest::Client::new(), url: cfg.warehouse_url.clone(), key: cfg.warehouse_key.clone() }
    }

    pub async fn pending_removals(&self) -> anyhow::Result<Vec<(String, String)>> {
        let resp = self
            .http
            .get(format!("{}/pending-removals", self.url))
            .header("x-api-key", &self.key)
            .send()
            .await?;
        match resp.status() {
            StatusCode::SERVICE_UNAVAILABLE | StatusCode::BAD_GATEWAY => Ok(vec![]),
            s if s.is_success() => Ok(resp.json::<Vec<Pending>>().await?.into_iter().map(|p| (p.list_id, p.phone)).collect()),
            _ => {
                let e: WarehouseError = resp.json().await?;
                anyhow::bail!("warehouse: {}", e.error)
            }
        }
    }
}
