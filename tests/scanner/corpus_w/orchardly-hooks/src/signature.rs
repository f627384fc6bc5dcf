use axum::http::HeaderMap;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

pub fn verify_ringbolt(headers: &HeaderMap, body: &[u8], secret: &str) -> bool {
    let Some(sig) = headers.get("x-ringbolt-signature").and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(body);
    match hex::decode(sig) {
        Ok(bytes) => mac.verify_slice(&bytes).is_ok(),
        Err(_) => false,
    }
}

/// Stripe: `Stripe-Signature: t=...,v1=...` over "{t}.{body}".
pub fn verify_stripe(headers: &HeaderMap, body: &[u8], secret: &str) -> bool {
    let Some(raw) = headers.get("stripe-signature").and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut ts = None;
    let mut v1 = None;
    for part in raw.split(',') {
        match part.split_once('=') {
            Some(("t", t)) => ts = Some(t),
            Some(("v1", s)) => v1 = Some(s),
            _ => {}
        }
    }
    let (Some(ts), Some(v1)) = (ts, v1) else { return false };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(ts.as_bytes());
    mac.update(b".");
    mac.update(body);
    hex::decode(v1).map(|b| mac.verify_slice(&b).is_ok()).unwrap_or(false)
}
