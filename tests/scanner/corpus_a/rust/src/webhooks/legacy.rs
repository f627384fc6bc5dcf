//! Webhook receivers for the Calling Service.
//!
//! Old subscriptions still deliver the legacy payload signed with
//! X-Callservice-Signature; new v2 subscriptions use Service-Signature.
//! Keep both until every subscription is recreated.

use axum::{body::Bytes, http::{HeaderMap, StatusCode}};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

type HmacSha256 = Hmac<Sha256>;

pub async fn legacy_receiver(headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = std::env::var("CALLSERVICE_WEBHOOK_SECRET").unwrap_or_default();
    let provided = match headers.get("X-Callservice-Signature") {
        Some(v) => v.to_str().unwrap_or_default().to_owned(),
        None => return StatusCode::UNAUTHORIZED,
    };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if expected.as_bytes().ct_eq(provided.as_bytes()).into() {
        StatusCode::NO_CONTENT
    } else {
        StatusCode::UNAUTHORIZED
    }
}

pub async fn v2_receiver(headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = std::env::var("CALLSERVICE_V2_SIGNING_SECRET").unwrap_or_default();
    let header = headers
        .get("Service-Signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let (mut ts, mut sig) = ("", "");
    for part in header.split(',') {
        match part.split_once('=') {
            Some(("t", v)) => ts = v,
            Some(("v1", v)) => sig = v,
            _ => {}
        }
    }
    let now_ms = chrono::Utc::now().timestamp_millis();
    let Ok(t) = ts.parse::<i64>() else { return StatusCode::UNAUTHORIZED };
    if (now_ms - t).abs() > 5 * 60 * 1000 {
        return StatusCode::UNAUTHORIZED;
    }
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(ts.as_bytes());
    mac.update(b".");
    mac.update(&body);
    let expected = hex::encode(mac.finalize().into_bytes());
    if expected.as_bytes().ct_eq(sig.as_bytes()).into() {
        StatusCode::OK
    } else {
        StatusCode::UNAUTHORIZED
    }
}
