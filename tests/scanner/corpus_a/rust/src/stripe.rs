//! Minimal Stripe client for invoice sync. Stripe is versioned by date but
//! its REST paths stay under /v1, which is NOT the calling service.

use hmac::{Hmac, Mac};
use reqwest::{Client, StatusCode};
use serde::Deserialize;
use sha2::Sha256;

const STRIPE_BASE: &str = "https://api.stripe.com/v1";

#[derive(Debug, Deserialize)]
pub struct StripeErrorBody {
    pub error: StripeError,
}

#[derive(Debug, Deserialize)]
pub struct StripeError {
    pub message: String,
    #[serde(rename = "type")]
    pub kind: String,
}

pub async fn fetch_customer(client: &Client, secret: &str, id: &str) -> anyhow::Result<serde_json::Value> {
    let resp = client
        .get(format!("{STRIPE_BASE}/customers/{id}"))
        .bearer_auth(secret)
        .send()
        .await?;
    match resp.status() {
        StatusCode::OK => Ok(resp.json().await?),
        StatusCode::NOT_FOUND => anyhow::bail!("stripe customer {id} not found"),
        StatusCode::SERVICE_UNAVAILABLE | StatusCode::BAD_GATEWAY => {
            anyhow::bail!("stripe temporarily unavailable")
        }
        _ => {
            let body: StripeErrorBody = resp.json().await?;
            anyhow::bail!("stripe: {} ({})", body.error.message, body.error.kind)
        }
    }
}

/// Verifies the `Stripe-Signature` header (t=...,v1=...).
pub fn verify_stripe(headers: &http::HeaderMap, payload: &[u8], secret: &str) -> bool {
    let Some(sig) = headers.get("Stripe-Signature").and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut ts = "";
    let mut v1 = "";
    for part in sig.split(',') {
        if let Some(t) = part.strip_prefix("t=") { ts = t; }
        if let Some(s) = part.strip_prefix("v1=") { v1 = s; }
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(ts.as_bytes());
    mac.update(b".");
    mac.update(payload);
    let expected = hex::encode(mac.finalize().into_bytes());
    constant_time_eq::constant_time_eq(expected.as_bytes(), v1.as_bytes())
}
