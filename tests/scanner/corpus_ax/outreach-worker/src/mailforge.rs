//! Mailforge (email marketing) — mirrors patients who opted into email reminders.

use reqwest::{Client, StatusCode};
use serde::{Deserialize, Serialize};

use crate::retry::{should_retry, with_backoff, MAILFORGE_RETRYABLE};

#[derive(Debug, thiserror::Error)]
pub enum MailforgeError {
    #[error("mailforge: {0}")]
    Api(String),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

#[derive(Deserialize)]
struct ErrBody {
    error: String,
}

#[derive(Serialize)]
struct Subscriber<'a> {
    email: &'a str,
    first_name: &'a str,
}

pub struct Mailforge {
    http: Client,
    base: String,
    key: String,
}

impl Mailforge {
    pub fn new(base: String, key: String) -> Self {
        Self { http: Client::new(), base, key }
    }

    pub async fn add_to_list(&self, list_id: &str, email: &str, first_name: &str) -> Result<(), MailforgeError> {
        let url = format!("{}/contact-lists/{}/subscribers", self.base, list_id);
        with_backoff(4, || async {
            let resp = self
                .http
                .post(&url)
                .header("x-api-key", &self.key)
                .json(&Subscriber { email, first_name })
                .send()
                .await
                .map_err(|e| (MailforgeError::Http(e), true))?;
            let status = resp.status();
            if status.is_success() || status == StatusCode::CONFLICT {
                return Ok(());
            }
            let retry = should_retry(MAILFORGE_RETRYABLE, status);
            let body: ErrBody = resp.json().await.unwrap_or(ErrBody { error: status.to_string() });
            Err((MailforgeError::Api(body.error), retry))
        })
        .await
    }
}
