use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Default, Deserialize)]
pub struct ApiErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<ErrorDetail>,
}

#[derive(Debug, Default, Deserialize)]
pub struct ErrorDetail {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum CallHarborError {
    #[error("identity provider unreachable, retry later")]
    IdpUnavailable,
    #[error("CallHarbor API disabled")]
    ApiDisabled,
    #[error("acting user unknown to CallHarbor")]
    UnknownUser,
    #[error("CallHarbor {status}: {message}")]
    Api { status: u16, message: String },
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

impl CallHarborError {
    pub fn is_transient(&self) -> bool {
        matches!(self, CallHarborError::IdpUnavailable)
    }
}
