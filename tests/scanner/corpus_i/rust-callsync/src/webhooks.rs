use axum::{body::Bytes, http::HeaderMap, http::StatusCode};
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// v2 receiver: Service-Signature `t=<ms>,v1=<hex>` over "<t>.<raw body>".
pub async fn receive_v2(headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = std::env::var("TELCO_SIGNING_SECRET").unwrap_or_default();
    let Some(sig) = headers.get("Service-Signature").and_then(|v| v.to_str().ok()) else {
        return StatusCode::UNAUTHORIZED;
    };
    let mut t = ""; let mut v1 = "";
    for part in sig.split(',') {
        if let Some(x) = part.strip_prefix("t=") { t = x; }
        if let Some(x) = part.strip_prefix("v1=") { v1 = x; }
    }
    let now = chrono::Utc::now().timestamp_millis();
    let ts: i64 = t.parse().unwrap_or(0);
    if (now - ts).abs() > 5 * 60 * 1000 { return StatusCode::UNAUTHORIZED; }
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(t.as_bytes()); mac.update(b"."); mac.update(&body);
    let Ok(expected) = hex::decode(v1) else { return StatusCode::UNAUTHORIZED };
    match mac.verify_slice(&expected) {
        Ok(()) => StatusCode::NO_CONTENT,
        Err(_) => StatusCode::UNAUTHORIZED,
    }
}

/// GitHub deploy hook for the sync service itself.
pub fn verify_github(headers: &HeaderMap, body: &[u8], secret: &[u8]) -> bool {
    let sig = headers.get("X-Hub-Signature-256").and_then(|v| v.to_str().ok()).unwrap_or("");
    let mut mac = HmacSha256::new_from_slice(secret).unwrap();
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes())) == sig
}


/// Legacy outbound webhooks: these subscriptions were never re-created on v2,
/// so they still arrive with the old signature header.
pub async fn receive_legacy(headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = std::env::var("TELCO_LEGACY_SECRET").unwrap_or_default();
    let sig = match headers.get("X-Telco-Signature") {
        Some(v) => v.to_str().unwrap_or_default().to_owned(),
        None => return StatusCode::UNAUTHORIZED,
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(&body);
    match hex::decode(sig).ok().map(|s| mac.verify_slice(&s).is_ok()) {
        Some(true) => StatusCode::OK,
        _ => StatusCode::UNAUTHORIZED,
    }
}
