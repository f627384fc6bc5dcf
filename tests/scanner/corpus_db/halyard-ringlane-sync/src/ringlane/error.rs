use reqwest::StatusCode;
use serde::Deserialize;
use thiserror::Error;

/// Body Ringlane sends with any non-2xx response.
#[derive(Debug, Deserialize)]
pub struct ApiErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<ErrorDetail>,
}

#[derive(Debug, Deserialize)]
pub struct ErrorDetail {
    pub path: Option<String>,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum RinglaneError {
    #[error("ringlane rejected the API key")]
    Unauthorized,
    #[error("acting user {0} is not known to Ringlane")]
    UserNotFound(String),
    #[error("contact list {0} does not exist")]
    ListNotFound(String),
    #[error("ringlane could not reach its identity provider")]
    IdentityProviderDown,
    #[error("the ringlane public API is switched off for this workspace")]
    ApiDisabled,
    #[error("rate limited by ringlane")]
    RateLimited { retry_after: Option<u64> },
    #[error("ringlane returned {status}: {message}")]
    Api { status: u16, message: String },
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

impl RinglaneError {
    pub(crate) fn from_response(
        status: StatusCode,
        body: &str,
        acting_user: &str,
        list_id: Option<&str>,
        retry_after: Option<u64>,
    ) -> Self {
        let parsed: Option<ApiErrorBody> = serde_json::from_str(body).ok();
        let mut message = parsed
            .as_ref()
            .map(|b| b.error.clone())
            .unwrap_or_else(|| body.chars().take(200).collect());
        if let Some(b) = &parsed {
            for d in &b.details {
                message.push_str(&format!(" [{}: {}]", d.path.as_deref().unwrap_or("-"), d.message));
            }
        }

        match status.as_u16() {
            401 => RinglaneError::Unauthorized,
            404 if message.to_ascii_lowercase().starts_with("user not found") => {
                RinglaneError::UserNotFound(acting_user.to_owned())
            }
            _ if message.starts_with("contact list not found") => {
                RinglaneError::ListNotFound(list_id.unwrap_or("?").to_owned())
            }
            502 => RinglaneError::IdentityProviderDown,
            503 => RinglaneError::ApiDisabled,
            429 => RinglaneError::RateLimited { retry_after },
            s => RinglaneError::Api { status: s, message },
        }
    }

    pub fn is_transient(&self) -> bool {
        matches!(
            self,
            RinglaneError::IdentityProviderDown | RinglaneError::RateLimited { .. }
        )
    }
}
