//! Verifies captured webhook deliveries. Handy when a customer swears we never
//! sent the "list.imported" event.

use anyhow::{anyhow, Result};
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

fn header<'a>(raw: &'a str, name: &str) -> Option<&'a str> {
    raw.lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim().eq_ignore_ascii_case(name).then(|| v.trim())
        })
}

pub fn verify_dump(raw: &[u8], secret: &str) -> Result<bool> {
    let text = std::str::from_utf8(raw)?;
    let (head, body) = text.split_once("\r\n\r\n").or_else(|| text.split_once("\n\n")).ok_or_else(|| anyhow!("no body"))?;

    let sig = header(head, "X-CallHarbor-Signature").ok_or_else(|| anyhow!("missing signature header"))?;
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes())?;
    mac.update(body.as_bytes());
    let expected = hex::encode(mac.finalize().into_bytes());
    Ok(expected.eq_ignore_ascii_case(sig.trim_start_matches("sha256=")))
}
