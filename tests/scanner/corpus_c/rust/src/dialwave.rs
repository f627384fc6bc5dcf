//! Dialwave client for the `recall-worker` binary.
use reqwest::{header::HeaderMap, header::HeaderValue, Client, StatusCode};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const DIALWAVE_V1: &str = "https://api.dialwave.io/api/public/v1";
const KEY_HEADER: &str = "x-api-key";
const USER_HEADER: &str = "x-user-email";

#[derive(Debug, Deserialize)]
pub struct DialwaveErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Option<serde_json::Value>,
}

#[derive(Debug, Serialize)]
struct NewList<'a> {
    name: &'a str,
    contacts: Vec<Contact<'a>>,
}

#[derive(Debug, Serialize)]
struct Contact<'a> {
    phone: &'a str,
}

#[derive(Debug, Error)]
pub enum DialwaveFailure {
    #[error("transient: {0}")]
    Transient(String),
    #[error("Dialwave API disabled")]
    Disabled,
    #[error("acting user unknown")]
    UnknownUser,
    #[error("dialwave: {0}")]
    Other(String),
}

pub fn client(api_key: &str, staff_email: &str) -> reqwest::Result<Client> {
    let mut h = HeaderMap::new();
    h.insert(KEY_HEADER, HeaderValue::from_str(api_key).unwrap());
    h.insert(USER_HEADER, HeaderValue::from_str(staff_email).unwrap());
    Client::builder().default_headers(h).build()
}

pub async fn create_recall_list(c: &Client, name: &str, phones: &[String]) -> Result<u64, DialwaveFailure> {
    let body = NewList { name, contacts: phones.iter().map(|p| Contact { phone: p }).collect() };
    let resp = c
        .post(format!("{DIALWAVE_V1}/contact-lists"))
        .json(&body)
        .send()
        .await
        .map_err(|e| DialwaveFailure::Transient(e.to_string()))?;

    let status = resp.status();
    if status.is_success() {
        let v: serde_json::Value = resp.json().await.map_err(|e| DialwaveFailure::Other(e.to_string()))?;
        return Ok(v["id"].as_u64().unwrap_or_default());
    }
    let err: DialwaveErrorBody = resp.json().await.map_err(|e| DialwaveFailure::Other(e.to_string()))?;
    match status {
        StatusCode::NOT_FOUND if err.error == "user not found" => Err(DialwaveFailure::UnknownUser),
        _ => Err(DialwaveFailure::Other(err.error)),
    }
}
