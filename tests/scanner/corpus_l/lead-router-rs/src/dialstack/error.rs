use serde::Deserialize;

/// Error body returned by the Dialstack public API.
#[derive(Debug, Default, Deserialize)]
pub struct V1ErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<FieldError>,
}

#[derive(Debug, Default, Deserialize)]
pub struct FieldError {
    pub path: String,
    pub message: String,
}

#[derive(Debug, thiserror::Error)]
pub enum DialstackError {
    #[error("dialstack rejected the API key")]
    BadKey,
    #[error("acting user is not provisioned in dialstack")]
    UnknownActingUser,
    #[error("contact list not found")]
    ListNotFound,
    #[error("rate limited")]
    RateLimited,
    #[error("identity provider unavailable (transient)")]
    IdpUnavailable,
    #[error("public API disabled on the dialstack server")]
    ApiDisabled,
    #[error("dialstack error {status}: {message}")]
    Api { status: u16, message: String },
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
}
