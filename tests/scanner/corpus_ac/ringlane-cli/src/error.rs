use std::fmt;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct ErrorBody {
    error: String,
    #[serde(default)]
    details: Vec<Detail>,
}

#[derive(Debug, Deserialize)]
struct Detail {
    path: String,
    message: String,
}

#[derive(Debug)]
pub enum ApiError {
    UserNotFound,
    ApiDisabled,
    Http { status: u16, message: String },
    Transport(String),
}

impl ApiError {
    pub fn io(e: std::io::Error) -> Self {
        ApiError::Transport(e.to_string())
    }

    pub fn from_response(status: u16, resp: ureq::Response) -> Self {
        let body: Option<ErrorBody> = resp.into_json().ok();
        match (status, body) {
            (404, Some(b)) if b.error == "user not found" => ApiError::UserNotFound,
            (503, _) => ApiError::ApiDisabled,
            (s, Some(b)) => {
                let extra: Vec<String> = b.details.iter().map(|d| format!("{}: {}", d.path, d.message)).collect();
                ApiError::Http { status: s, message: format!("{} {}", b.error, extra.join(", ")) }
            }
            (s, None) => ApiError::Http { status: s, message: String::from("no body") },
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::UserNotFound => write!(f, "acting user is not a Ringlane user"),
            ApiError::ApiDisabled => write!(f, "the Ringlane public API is disabled for this account"),
            ApiError::Http { status, message } => write!(f, "HTTP {status}: {message}"),
            ApiError::Transport(m) => write!(f, "transport: {m}"),
        }
    }
}

impl std::error::Error for ApiError {}
