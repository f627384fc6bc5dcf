//! HTTP surface of the worker: the navigator console API and inbound webhooks.

use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderMap, StatusCode},
    response::IntoResponse,
    Json,
};
use hmac::{Hmac, Mac};
use serde_json::json;
use sha2::Sha256;

use crate::AppState;

/// The console calls this through our gateway, which sets X-User-Id after SSO.
pub async fn pause_campaign(State(state): State<AppState>, headers: HeaderMap) -> impl IntoResponse {
    let Some(user_id) = headers.get("x-user-id").and_then(|v| v.to_str().ok()) else {
        return (StatusCode::UNAUTHORIZED, Json(json!({ "error": "not signed in" })));
    };
    if !state.navigators.contains(user_id) {
        return (StatusCode::NOT_FOUND, Json(json!({ "error": "user not found" })));
    }
    state.paused.store(true, std::sync::atomic::Ordering::SeqCst);
    (StatusCode::OK, Json(json!({ "paused": true, "by": user_id })))
}

/// Ringlane call.completed events -> update reminder status.
pub async fn ringlane_webhook(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> StatusCode {
    if ringlane::webhook::verify(&headers, &body, state.cfg.ringlane_webhook_secret.as_bytes()).is_err() {
        return StatusCode::UNAUTHORIZED;
    }
    match serde_json::from_slice::<serde_json::Value>(&body) {
        Ok(ev) => {
            tracing::info!(event = %ev["type"], call = %ev["call_id"], "ringlane event");
            StatusCode::NO_CONTENT
        }
        Err(_) => StatusCode::BAD_REQUEST,
    }
}

/// Stripe events for self-pay patients.
pub async fn stripe_webhook(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let Some(sig) = headers.get("stripe-signature").and_then(|v| v.to_str().ok()) else {
        return StatusCode::BAD_REQUEST;
    };
    let mut ts = "";
    let mut v1 = "";
    for part in sig.split(',') {
        match part.split_once('=') {
            Some(("t", v)) => ts = v,
            Some(("v1", v)) => v1 = v,
            _ => {}
        }
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(state.cfg.stripe_webhook_secret.as_bytes()).unwrap();
    mac.update(ts.as_bytes());
    mac.update(b".");
    mac.update(&body);
    match hex::decode(v1) {
        Ok(expected) if mac.verify_slice(&expected).is_ok() => StatusCode::OK,
        _ => StatusCode::BAD_REQUEST,
    }
}
