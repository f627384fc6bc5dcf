use reqwest::StatusCode;
use serde::Deserialize;

/// Error payload returned by Ringlane on any non-2xx response.
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

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("ringlane rejected the API key")]
    Unauthorized,
    #[error("acting user header missing or malformed: {0}")]
    BadActingUser(String),
    #[error("acting user does not exist in the identity provider")]
    UserNotFound,
    #[error("ringlane could not reach the identity provider")]
    IdentityProviderUnavailable,
    #[error("the Ringlane public API is disabled for this workspace")]
    ApiDisabled,
    #[error("contact list not found")]
    ContactListNotFound,
    #[error("rate limited by ringlane")]
    RateLimited,
    #[error("ringlane returned {status}: {message}")]
    Api { status: u16, message: String },
    #[error("invalid client configuration: {0}")]
    InvalidConfig(&'static str),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

impl Error {
    pub(crate) fn from_response(status: StatusCode, body: ApiErrorBody) -> Self {
        match status.as_u16() {
            401 => Error::Unauthorized,
            400 if body.error.contains("user") => Error::BadActingUser(body.error),
            404 if body.error == "user not found" => Error::UserNotFound,
            404 => Error::ContactListNotFound,
            429 => Error::RateLimited,
            502 => Error::IdentityProviderUnavailable,
            503 => Error::ApiDisabled,
            other => Error::Api { status: other, message: flatten(&body) },
        }
    }

    /// Whether a retry might succeed.
    pub fn is_transient(&self) -> bool {
        matches!(self, Error::IdentityProviderUnavailable | Error::RateLimited)
            || matches!(self, Error::Http(e) if e.is_timeout() || e.is_connect())
    }
}

fn flatten(body: &ApiErrorBody) -> String {
    let mut msg = body.error.clone();
    for d in &body.details {
        msg.push_str(&format!("; {}: {}", d.path, d.message));
    }
    msg
}
