use axum::{body::Bytes, http::HeaderMap, http::StatusCode};
use hmac::{Hmac, Mac};
use sha2::Sha256;

const TOLERANCE_MS: i64 = 5 * 60 * 1000;

/// Verifies `Service-Signature: t=<ms>,v1=<hex>` (HMAC-SHA256 of "<t>.<body>").
pub fn verify(headers: &HeaderMap, body: &Bytes, secret: &str, now_ms: i64) -> Result<(), StatusCode> {
    let raw = headers
        .get("service-signature")
        .and_then(|v| v.to_str().ok())
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let (mut t, mut sig) = (None, None);
    for part in raw.split(',') {
        if let Some(v) = part.strip_prefix("t=") {
            t = v.parse::<i64>().ok();
        } else if let Some(v) = part.strip_prefix("v1=") {
            sig = Some(v);
        }
    }
    let (t, sig) = (t.ok_or(StatusCode::UNAUTHORIZED)?, sig.ok_or(StatusCode::UNAUTHORIZED)?);
    if (now_ms - t).abs() > TOLERANCE_MS {
        return Err(StatusCode::UNAUTHORIZED);
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    mac.update(format!("{t}.").as_bytes());
    mac.update(body);
    let expected = hex::decode(sig).map_err(|_| StatusCode::UNAUTHORIZED)?;
    mac.verify_slice(&expected).map_err(|_| StatusCode::UNAUTHORIZED)
}

/// Partner feed (SunQuote) signs with GitHub-style `X-Hub-Signature-256: sha256=<hex>`.
pub fn verify_partner(headers: &HeaderMap, body: &Bytes, secret: &str) -> bool {
    let Some(sig) = headers.get("x-hub-signature-256").and_then(|v| v.to_str().ok()) else { return false };
    let Some(hex_sig) = sig.strip_prefix("sha256=") else { return false };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(body);
    hex::decode(hex_sig).map(|b| mac.verify_slice(&b).is_ok()).unwrap_or(false)
}
