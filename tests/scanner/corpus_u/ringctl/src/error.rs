use serde::Deserialize;
use thiserror::Error;

/// Body returned by Ringstead on any non-2xx response.
#[derive(Debug, Deserialize)]
pub struct ApiErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<ErrorDetail>,
}

#[derive(Debug, Deserialize)]
pub struct ErrorDetail {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum RingError {
    #[error("invalid API key")]
    Unauthorized,
    #[error("acting user {0} is unknown to Ringstead")]
    UnknownUser(String),
    #[error("identity provider unreachable, try again")]
    IdpUnavailable,
    #[error("the public API is disabled on the Ringstead account")]
    ApiDisabled,
    #[error("list not found")]
    ListNotFound,
    #[error("rate limited")]
    RateLimited,
    #[error("ringstead error {status}: {message}")]
    Other { status: u16, message: String },
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}
