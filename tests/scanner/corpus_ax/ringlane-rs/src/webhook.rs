//! Verification of Ringlane call-event webhooks.

use hmac::{Hmac, Mac};
use reqwest::header::HeaderMap;
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

#[derive(Debug, PartialEq, Eq)]
pub enum VerifyError {
    MissingSignature,
    Malformed,
    Mismatch,
}

/// Checks the hex HMAC-SHA256 Ringlane puts on each delivery.
pub fn verify(headers: &HeaderMap, body: &[u8], secret: &[u8]) -> Result<(), VerifyError> {
    let sig = headers
        .get("x-ringlane-signature")
        .and_then(|v| v.to_str().ok())
        .ok_or(VerifyError::MissingSignature)?;
    let expected = hex::decode(sig.trim_start_matches("sha256=")).map_err(|_| VerifyError::Malformed)?;
    let mut mac = HmacSha256::new_from_slice(secret).map_err(|_| VerifyError::Malformed)?;
    mac.update(body);
    mac.verify_slice(&expected).map_err(|_| VerifyError::Mismatch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn sign(body: &[u8], secret: &[u8]) -> String {
        let mut mac = HmacSha256::new_from_slice(secret).unwrap();
        mac.update(body);
        hex::encode(mac.finalize().into_bytes())
    }

    #[test]
    fn accepts_valid_signature() {
        let body = br#"{"type":"call.completed","call_id":"c_1"}"#;
        let mut h = HeaderMap::new();
        h.insert("x-ringlane-signature", HeaderValue::from_str(&sign(body, b"s3cret")).unwrap());
        assert_eq!(verify(&h, body, b"s3cret"), Ok(()));
    }

    #[test]
    fn rejects_missing_header() {
        assert_eq!(verify(&HeaderMap::new(), b"{}", b"s3cret"), Err(VerifyError::MissingSignature));
    }
}
