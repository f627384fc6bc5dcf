use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::collections::HashMap;

type HmacSha256 = Hmac<Sha256>;

pub const LEGACY_SIGNATURE_HEADER: &str = "x-ringlane-signature";

/// Verifies a Ringlane call-event webhook (legacy scheme: hex HMAC of raw body).
pub fn verify_legacy(headers: &HashMap<String, String>, body: &[u8], secret: &str) -> bool {
    let Some(sig) = headers.get(LEGACY_SIGNATURE_HEADER) else {
        return false;
    };
    let Ok(raw) = hex::decode(sig) else { return false };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(body);
    mac.verify_slice(&raw).is_ok()
}

/// GitHub deploy hooks for the sync service itself.
pub fn verify_github(headers: &HashMap<String, String>, body: &[u8], secret: &str) -> bool {
    let Some(sig) = headers.get("x-hub-signature-256").and_then(|s| s.strip_prefix("sha256=")) else {
        return false;
    };
    let Ok(raw) = hex::decode(sig) else { return false };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("hmac key");
    mac.update(body);
    mac.verify_slice(&raw).is_ok()
}
