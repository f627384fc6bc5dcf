use serde::Deserialize;
use thiserror::Error;

/// Error body returned by the Callvane public API.
#[derive(Debug, Deserialize)]
pub struct CallvaneErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<CallvaneErrorDetail>,
}

#[derive(Debug, Deserialize)]
pub struct CallvaneErrorDetail {
    pub path: String,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum CheckError {
    #[error("transport: {0}")]
    Transport(#[from] reqwest::Error),
    #[error("callvane {status}: {message}")]
    Api { status: u16, message: String },
}

impl CheckError {
    pub fn from_body(status: u16, raw: &str) -> Self {
        let message = match serde_json::from_str::<CallvaneErrorBody>(raw) {
            Ok(b) if b.details.is_empty() => b.error,
            Ok(b) => format!("{} ({})", b.error, b.details.iter().map(|d| format!("{}: {}", d.path, d.message)).collect::<Vec<_>>().join(", ")),
            Err(_) => raw.chars().take(200).collect(),
        };
        CheckError::Api { status, message }
    }
}
