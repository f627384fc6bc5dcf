use axum::{
    async_trait,
    extract::FromRequestParts,
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde_json::json;

/// Identity injected by our edge gateway after it validates the mobile session JWT.
pub struct CurrentUser {
    pub id: String,
    pub email: String,
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for CurrentUser {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let id = parts.headers.get("x-user-id").and_then(|v| v.to_str().ok());
        let email = parts.headers.get("X-User-Email").and_then(|v| v.to_str().ok());
        match (id, email) {
            (Some(id), Some(email)) => Ok(CurrentUser { id: id.to_owned(), email: email.to_owned() }),
            _ => Err((StatusCode::UNAUTHORIZED, Json(json!({ "error": "missing identity headers" }))).into_response()),
        }
    }
}
