use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::{delete, get, post},
    Json, Router,
};
use serde::Deserialize;
use serde_json::json;

use super::identity::CurrentUser;
use crate::ringstack::{lists::ContactList, RingstackError};
use crate::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/dialer/lists", get(index).post(create))
        .route("/api/dialer/lists/:id/contacts", post(append))
        .route("/api/dialer/lists/:id/contacts/:phone", delete(remove))
}

#[derive(Deserialize)]
struct CreateReq {
    name: String,
}

#[derive(Deserialize)]
struct AppendReq {
    phones: Vec<String>,
}

async fn index(State(st): State<AppState>, me: CurrentUser) -> Result<Json<Vec<ContactList>>, ApiError> {
    Ok(Json(st.ringstack.list_contact_lists(&me.email).await?))
}

async fn create(State(st): State<AppState>, me: CurrentUser, Json(req): Json<CreateReq>) -> Result<Json<ContactList>, ApiError> {
    Ok(Json(st.ringstack.create_contact_list(&me.email, &req.name).await?))
}

async fn append(State(st): State<AppState>, me: CurrentUser, Path(id): Path<String>, Json(req): Json<AppendReq>) -> Result<StatusCode, ApiError> {
    st.ringstack.append_contacts(&me.email, &id, &req.phones).await?;
    Ok(StatusCode::ACCEPTED)
}

async fn remove(State(st): State<AppState>, me: CurrentUser, Path((id, phone)): Path<(String, String)>) -> Result<StatusCode, ApiError> {
    st.ringstack.remove_contact(&me.email, &id, &phone).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Our own API's error envelope for the mobile apps.
pub struct ApiError(StatusCode, String);

impl From<RingstackError> for ApiError {
    fn from(e: RingstackError) -> Self {
        match e {
            RingstackError::UserNotFound => ApiError(StatusCode::FORBIDDEN, "Your account isn't set up for calling yet.".into()),
            RingstackError::ListNotFound => ApiError(StatusCode::NOT_FOUND, "List not found".into()),
            e if e.is_transient() => ApiError(StatusCode::SERVICE_UNAVAILABLE, "Dialer is busy, try again shortly.".into()),
            other => {
                tracing::error!(error = %other, "ringstack call failed");
                ApiError(StatusCode::BAD_GATEWAY, "Upstream error".into())
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}
