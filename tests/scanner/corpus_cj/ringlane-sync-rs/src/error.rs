use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Deserialize)]
pub struct ErrorDetail {
    pub path: Option<String>,
    pub message: String,
}

/// Body returned by Ringlane on non-2xx responses.
#[derive(Debug, Deserialize)]
pub struct ErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<ErrorDetail>,
}

#[derive(Debug, Error)]
pub enum RinglaneError {
    #[error("invalid API key")]
    Unauthorized,
    #[error("acting user missing")]
    MissingUser,
    #[error("user not found in identity provider")]
    UserNotFound,
    #[error("contact list not found")]
    ListNotFound,
    #[error("identity provider unreachable")]
    IdpUnavailable,
    #[error("Ringlane API disabled")]
    Disabled,
    #[error("rate limited")]
    RateLimited,
    #[error("http {status}: {message}")]
    Other { status: u16, message: String },
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
}

impl RinglaneError {
    pub fn from_response(status: u16, body: Option<ErrorBody>) -> Self {
        let message = body.as_ref().map(|b| b.error.clone()).unwrap_or_default();
        match status {
            401 => Self::Unauthorized,
            400 => Self::MissingUser,
            404 if message == "user not found" => Self::UserNotFound,
            404 => Self::ListNotFound,
            429 => Self::RateLimited,
            502 => Self::IdpUnavailable,
            503 => Self::Disabled,
            _ => Self::Other { status, message },
        }
    }

    pub fn is_transient(&self) -> bool {
        matches!(self, Self::IdpUnavailable | Self::RateLimited)
    }

    pub fn field_errors(body: &ErrorBody) -> Vec<String> {
        body.details
            .iter()
            .map(|d| format!("{}: {}", d.path.as_deref().unwrap_or("-"), d.message))
            .collect()
    }
}
