use std::time::Duration;

use reqwest::{header, Client, Method, StatusCode};
use serde::{de::DeserializeOwned, Serialize};
use tracing::{debug, warn};

use super::consts::{ACTING_USER_HEADER, API_KEY_HEADER, MAX_RETRIES, RETRYABLE, USER_AGENT};
use super::error::{RingstackError, V1ErrorBody};
use crate::config::RingstackSettings;

#[derive(Clone)]
pub struct RingstackClient {
    http: Client,
    base_url: String,
    api_key: String,
}

impl RingstackClient {
    pub fn new(settings: &RingstackSettings) -> Result<Self, reqwest::Error> {
        let http = Client::builder()
            .timeout(Duration::from_secs(settings.timeout_secs))
            .user_agent(USER_AGENT)
            .build()?;
        Ok(Self {
            http,
            base_url: settings.base_url.trim_end_matches('/').to_string(),
            api_key: settings.api_key.clone(),
        })
    }

    pub(crate) async fn send<B: Serialize, T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        acting_user: &str,
        body: Option<&B>,
    ) -> Result<T, RingstackError> {
        let url = format!("{}{}", self.base_url, path);
        let mut attempt = 0;
        loop {
            attempt += 1;
            let mut req = self
                .http
                .request(method.clone(), &url)
                .header(API_KEY_HEADER, &self.api_key)
                .header(ACTING_USER_HEADER, acting_user)
                .header(header::ACCEPT, "application/json");
            if let Some(b) = body {
                req = req.json(b);
            }
            let resp = req.send().await?;
            let status = resp.status();
            if status.is_success() {
                if status == StatusCode::NO_CONTENT {
                    return Ok(serde_json::from_value(serde_json::Value::Null)?);
                }
                return Ok(resp.json::<T>().await?);
            }
            if RETRYABLE.contains(&status.as_u16()) && attempt <= MAX_RETRIES {
                warn!(%status, attempt, "ringstack transient failure, retrying");
                tokio::time::sleep(Duration::from_millis(250 * 2u64.pow(attempt))).await;
                continue;
            }
            let raw = resp.text().await.unwrap_or_default();
            let parsed: Option<V1ErrorBody> = serde_json::from_str(&raw).ok();
            debug!(%status, body = %raw, "ringstack error");
            return Err(RingstackError::from_response(status, parsed));
        }
    }
}
