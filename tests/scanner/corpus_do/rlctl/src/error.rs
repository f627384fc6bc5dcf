use reqwest::blocking::Response;
use reqwest::StatusCode;
use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Deserialize)]
struct FieldError {
    path: String,
    message: String,
}

/// Error body as returned by the Ringlyne public API.
#[derive(Debug, Deserialize)]
struct ApiErrorBody {
    error: String,
    #[serde(default)]
    details: Vec<FieldError>,
}

#[derive(Debug, Error)]
pub enum RlError {
    #[error("acting user is not a Ringlyne user")]
    UnknownUser,
    #[error("Ringlyne public API is disabled for this workspace")]
    Disabled,
    #[error("Ringlyne could not reach its identity provider, try again")]
    IdpDown,
    #[error("HTTP {0}: {1}")]
    Api(StatusCode, String),
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
}

pub fn check(resp: Response) -> Result<Response, RlError> {
    let status = resp.status();
    if status.is_success() {
        return Ok(resp);
    }
    let body: Option<ApiErrorBody> = resp.json().ok();
    match (status, body) {
        (StatusCode::NOT_FOUND, Some(b)) if b.error == "user not found" => Err(RlError::UnknownUser),
        (StatusCode::SERVICE_UNAVAILABLE, _) => Err(RlError::Disabled),
        (StatusCode::BAD_GATEWAY, _) => Err(RlError::IdpDown),
        (s, Some(b)) => {
            let extra: Vec<String> = b.details.iter().map(|d| format!("{}: {}", d.path, d.message)).collect();
            Err(RlError::Api(s, format!("{} {}", b.error, extra.join("; "))))
        }
        (s, None) => Err(RlError::Api(s, s.canonical_reason().unwrap_or("").to_string())),
    }
}
