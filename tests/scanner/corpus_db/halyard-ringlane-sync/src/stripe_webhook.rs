use std::sync::Arc;

use axum::{body::Bytes, extract::State, http::HeaderMap, http::StatusCode};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::AppState;

/// Stripe signs with `Stripe-Signature: t=<unix>,v1=<hex>` over "<t>.<body>".
pub async fn handle(State(state): State<Arc<AppState>>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let Some(header) = headers.get("stripe-signature").and_then(|v| v.to_str().ok()) else {
        return StatusCode::BAD_REQUEST;
    };
    let mut ts = None;
    let mut sigs = Vec::new();
    for part in header.split(',') {
        match part.split_once('=') {
            Some(("t", v)) => ts = Some(v.to_owned()),
            Some(("v1", v)) => sigs.push(v.to_owned()),
            _ => {}
        }
    }
    let Some(ts) = ts else { return StatusCode::BAD_REQUEST };

    let mut mac = Hmac::<Sha256>::new_from_slice(state.settings.stripe.webhook_secret.as_bytes()).unwrap();
    mac.update(ts.as_bytes());
    mac.update(b".");
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if sigs.iter().any(|s| s == &expected) {
        StatusCode::OK
    } else {
        StatusCode::BAD_REQUEST
    }
}
