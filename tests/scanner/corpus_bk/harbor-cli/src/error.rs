use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Default, Deserialize)]
pub struct V1ErrorDetail {
    pub path: String,
    pub message: String,
}

/// Error body returned by the CallHarbor public API.
#[derive(Debug, Default, Deserialize)]
pub struct V1ErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<V1ErrorDetail>,
}

#[derive(Debug, Error)]
pub enum ApiError {
    #[error("CallHarbor rejected the API key")]
    Unauthorized,
    #[error("acting user {0:?} is unknown to CallHarbor")]
    UnknownUser(String),
    #[error("the public API is disabled for this tenant")]
    Disabled,
    #[error("HTTP {status}: {message}")]
    Http { status: u16, message: String },
    #[error("transport error: {0}")]
    Transport(String),
    #[error("bad response: {0}")]
    Decode(#[from] std::io::Error),
}

impl ApiError {
    pub fn from_v1(status: u16, body: V1ErrorBody) -> Self {
        match status {
            401 => ApiError::Unauthorized,
            404 if body.error == "user not found" => ApiError::UnknownUser(body.error),
            _ => {
                let mut message = body.error;
                for d in &body.details {
                    message.push_str(&format!("\n  {}: {}", d.path, d.message));
                }
                ApiError::Http { status, message }
            }
        }
    }
}
