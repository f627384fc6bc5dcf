//! Removes patients who asked not to be called from every active Ringlane list.
//! Written before ringlane-rs grew remove_contact, so it talks HTTP directly.

use reqwest::{Client, StatusCode};
use serde_json::Value;

use crate::config::Config;
use crate::retry::{should_retry, with_backoff, RINGLANE_RETRYABLE};

#[derive(Debug, thiserror::Error)]
pub enum DncError {
    #[error("ringlane list {0} is gone")]
    ListGone(String),
    #[error("ringlane identity provider outage")]
    IdpDown,
    #[error("ringlane: {0}")]
    Other(String),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

pub async fn remove_everywhere(http: &Client, cfg: &Config, list_ids: &[String], phone: &str) -> Result<(), DncError> {
    for list_id in list_ids {
        let url = format!("{}/contact-lists/{}/contacts/{}", cfg.ringlane_base_url, list_id, phone);
        with_backoff(3, || async {
            let resp = http
                .delete(&url)
                .header("Authorization", format!("Bearer {}", cfg.ringlane_api_key))
                .header("X-User-Id", &cfg.ringlane_okta_user_id)
                .send()
                .await
                .map_err(|e| (DncError::Http(e), true))?;
            let status = resp.status();
            if status.is_success() || status == StatusCode::NOT_FOUND && phone.is_empty() {
                return Ok(());
            }
            if status == StatusCode::BAD_GATEWAY {
                return Err((DncError::IdpDown, true));
            }
            let body: Value = resp.json().await.unwrap_or(Value::Null);
            let msg = body["error"].as_str().unwrap_or("unknown error").to_string();
            if status == StatusCode::NOT_FOUND && msg == "contact list not found" {
                return Err((DncError::ListGone(list_id.clone()), false));
            }
            Err((DncError::Other(msg), should_retry(RINGLANE_RETRYABLE, status)))
        })
        .await?;
    }
    Ok(())
}
