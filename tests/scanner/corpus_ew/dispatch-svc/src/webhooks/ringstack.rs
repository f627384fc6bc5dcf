use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderMap, StatusCode},
};
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use subtle::ConstantTimeEq;
use tracing::{info, warn};

use crate::AppState;

type HmacSha256 = Hmac<Sha256>;

#[derive(Debug, Deserialize)]
struct CallEvent {
    #[serde(rename = "type")]
    kind: String,
    call_id: String,
    #[serde(default)]
    duration_seconds: Option<u32>,
}

/// Legacy Ringstack outbound webhook: hex HMAC-SHA256 of the raw body.
pub async fn receive(State(st): State<AppState>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let Some(sig) = headers.get("x-ringstack-signature").and_then(|v| v.to_str().ok()) else {
        warn!("ringstack webhook without signature");
        return StatusCode::UNAUTHORIZED;
    };
    let mut mac = HmacSha256::new_from_slice(st.settings.ringstack.webhook_secret.as_bytes())
        .expect("hmac accepts any key length");
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if expected.as_bytes().ct_eq(sig.trim_start_matches("sha256=").as_bytes()).unwrap_u8() != 1 {
        return StatusCode::UNAUTHORIZED;
    }
    match serde_json::from_slice::<CallEvent>(&body) {
        Ok(ev) => {
            info!(kind = %ev.kind, call = %ev.call_id, dur = ?ev.duration_seconds, "ringstack event");
            StatusCode::NO_CONTENT
        }
        Err(_) => StatusCode::BAD_REQUEST,
    }
}
