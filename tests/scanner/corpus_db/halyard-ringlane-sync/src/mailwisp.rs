//! Mailwisp (email newsletters). Their API also calls audiences "contact lists".

use serde::Deserialize;
use thiserror::Error;

use crate::config::MailwispConfig;

#[derive(Debug, Deserialize)]
struct MailwispErrorBody {
    error: String,
}

#[derive(Debug, Error)]
pub enum MailwispError {
    #[error("mailwisp {status}: {message}")]
    Api { status: u16, message: String },
    #[error("mailwisp is down for maintenance")]
    Unavailable,
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

pub async fn add_to_newsletter(cfg: &MailwispConfig, list_id: &str, email: &str) -> Result<(), MailwispError> {
    let url = format!("{}/contact-lists/{}/members", cfg.base_url, list_id);
    let resp = reqwest::Client::new()
        .post(url)
        .header("x-api-key", &cfg.api_key)
        .json(&serde_json::json!({ "email": email, "status": "subscribed" }))
        .send()
        .await?;
    let status = resp.status().as_u16();
    if status == 503 {
        return Err(MailwispError::Unavailable);
    }
    if status >= 400 {
        let message = resp
            .json::<MailwispErrorBody>()
            .await
            .map(|b| b.error)
            .unwrap_or_else(|_| "unknown".into());
        return Err(MailwispError::Api { status, message });
    }
    Ok(())
}
