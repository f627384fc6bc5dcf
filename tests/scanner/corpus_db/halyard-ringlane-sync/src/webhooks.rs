use std::sync::Arc;

use axum::{body::Bytes, extract::State, http::HeaderMap, http::StatusCode};
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use subtle::ConstantTimeEq;

use crate::AppState;

#[derive(Debug, Deserialize)]
struct CallOutcome {
    call_id: String,
    contact_list_id: Option<String>,
    phone: String,
    disposition: String,
}

/// POST /hooks/ringlane
pub async fn ringlane_webhook(State(state): State<Arc<AppState>>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let Some(signature) = headers.get("x-ringlane-signature").and_then(|v| v.to_str().ok()) else {
        return StatusCode::UNAUTHORIZED;
    };

    let mut mac = Hmac::<Sha256>::new_from_slice(state.settings.ringlane.webhook_secret.as_bytes())
        .expect("hmac accepts any key length");
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if expected.as_bytes().ct_eq(signature.trim().as_bytes()).unwrap_u8() != 1 {
        tracing::warn!("ringlane webhook signature mismatch");
        return StatusCode::UNAUTHORIZED;
    }

    match serde_json::from_slice::<CallOutcome>(&body) {
        Ok(evt) => {
            tracing::info!(call = %evt.call_id, disposition = %evt.disposition, phone = %evt.phone, list = ?evt.contact_list_id, "call outcome");
            StatusCode::NO_CONTENT
        }
        Err(e) => {
            tracing::warn!(error = %e, "unparseable ringlane webhook");
            StatusCode::BAD_REQUEST
        }
    }
}
