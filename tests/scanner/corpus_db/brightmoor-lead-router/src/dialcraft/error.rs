use serde::Deserialize;
use thiserror::Error;

/// v2 error envelope: `{"error": {"code": "...", "message": "...", "request_id": "..."}}`
#[derive(Debug, Default, Deserialize)]
pub struct ErrorEnvelope {
    #[serde(default)]
    pub error: ErrorObject,
}

#[derive(Debug, Default, Deserialize)]
pub struct ErrorObject {
    pub code: String,
    pub message: String,
    pub request_id: Option<String>,
}

#[derive(Debug, Error)]
pub enum DialcraftError {
    #[error("dialcraft auth failed ({0})")]
    Auth(String),
    #[error("dialcraft owner not found")]
    OwnerNotFound,
    #[error("dialcraft {status} {code}: {message}")]
    Api { status: u16, code: String, message: String },
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

impl DialcraftError {
    pub fn from_envelope(status: u16, env: ErrorEnvelope) -> Self {
        match env.error.code.as_str() {
            "invalid_api_key" | "key_revoked" => DialcraftError::Auth(env.error.code),
            "owner_not_found" => DialcraftError::OwnerNotFound,
            _ => DialcraftError::Api { status, code: env.error.code, message: env.error.message },
        }
    }

    pub fn retryable(&self) -> bool {
        matches!(self, DialcraftError::Api { status, .. } if *status == 429 || *status >= 500)
    }
}
