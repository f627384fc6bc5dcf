use axum::{body::Bytes, extract::State, http::{HeaderMap, StatusCode}};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::AppState;

const TOLERANCE_SECS: i64 = 300;

/// Verifies `Stripe-Signature: t=...,v1=...` per Stripe's docs.
pub async fn receive(State(st): State<AppState>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let Some(header) = headers.get("Stripe-Signature").and_then(|v| v.to_str().ok()) else {
        return StatusCode::BAD_REQUEST;
    };
    let mut ts = None;
    let mut sigs = Vec::new();
    for part in header.split(',') {
        match part.split_once('=') {
            Some(("t", v)) => ts = v.parse::<i64>().ok(),
            Some(("v1", v)) => sigs.push(v.to_string()),
            _ => {}
        }
    }
    let Some(ts) = ts else { return StatusCode::BAD_REQUEST };
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    if (now - ts).abs() > TOLERANCE_SECS {
        return StatusCode::BAD_REQUEST;
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(st.settings.stripe_webhook_secret.as_bytes()).unwrap();
    mac.update(format!("{ts}.").as_bytes());
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if sigs.iter().any(|s| s == &expected) { StatusCode::OK } else { StatusCode::BAD_REQUEST }
}
