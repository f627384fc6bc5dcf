use reqwest::StatusCode;
use serde::Deserialize;
use thiserror::Error;

/// Flat error body returned by the public API: `{"error": "...", "details": [...]}`.
#[derive(Debug, Deserialize)]
pub struct V1ErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<FieldIssue>,
}

#[derive(Debug, Deserialize)]
pub struct FieldIssue {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum RingstackError {
    #[error("ringstack rejected the API key")]
    BadKey,
    #[error("acting user missing from request")]
    MissingUser,
    #[error("acting user is not provisioned in Ringstack")]
    UserNotFound,
    #[error("contact list not found")]
    ListNotFound,
    #[error("Ringstack identity provider unreachable")]
    IdpUnavailable,
    #[error("Ringstack public API is disabled for this workspace")]
    ApiDisabled,
    #[error("rate limited")]
    RateLimited,
    #[error("validation failed: {0}")]
    Validation(String),
    #[error("unexpected status {status}: {message}")]
    Other { status: u16, message: String },
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
    #[error(transparent)]
    Decode(#[from] serde_json::Error),
}

impl RingstackError {
    pub fn from_response(status: StatusCode, body: Option<V1ErrorBody>) -> Self {
        let message = body.as_ref().map(|b| b.error.clone()).unwrap_or_default();
        match status.as_u16() {
            401 => Self::BadKey,
            400 if body.as_ref().map_or(false, |b| !b.details.is_empty()) => {
                let joined = body
                    .unwrap()
                    .details
                    .iter()
                    .map(|d| format!("{}: {}", d.path, d.message))
                    .collect::<Vec<_>>()
                    .join("; ");
                Self::Validation(joined)
            }
            400 => Self::MissingUser,
            404 if message.eq_ignore_ascii_case("user not found") => Self::UserNotFound,
            404 => Self::ListNotFound,
            429 => Self::RateLimited,
            502 => Self::IdpUnavailable,
            503 => Self::ApiDisabled,
            s => Self::Other { status: s, message },
        }
    }

    pub fn is_transient(&self) -> bool {
        matches!(self, Self::IdpUnavailable | Self::RateLimited)
    }
}
