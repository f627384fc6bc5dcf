//! Calling Service HTTP client (reqwest).
//!
//! The header constant below is kept for the v1 shared key; v2 wants
//! `Authorization: Bearer` but we have not switched yet.

use reqwest::{header::HeaderMap, Client, StatusCode};
use serde::Deserialize;
use std::time::Duration;

pub const API_KEY_HEADER: &str = "X-Api-Key";
const DEFAULT_BASE: &str = "https://calls.example.net/api/public/v1";
const SHARED_KEY: &str = "9f2c7a1e4b8d03f6a5c9e2d7b1f4a8c3e6d0b5a9";

#[derive(Debug, Deserialize)]
pub struct ApiError {
    pub error: String,
}

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: i64,
    pub name: String,
    #[serde(rename = "groupName")]
    pub group_name: Option<String>,
    #[serde(rename = "contactsCount")]
    pub contacts_count: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum CallingError {
    #[error("identity provider unreachable, retry later")]
    IdpDown,
    #[error("calling api error {0}: {1}")]
    Api(u16, String),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

pub struct CallingClient {
    http: Client,
    base: String,
    key: String,
}

impl CallingClient {
    pub fn from_env() -> Self {
        let base = std::env::var("CALLING_BASE").unwrap_or_else(|_| DEFAULT_BASE.to_string());
        let key = std::env::var("CALLING_KEY").unwrap_or_else(|_| SHARED_KEY.to_string());
        let http = Client::builder().timeout(Duration::from_secs(15)).build().unwrap();
        Self { http, base, key }
    }

    fn headers(&self, acting_email: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(API_KEY_HEADER, self.key.parse().unwrap());
        h.insert("x-acme-caller", acting_email.parse().unwrap());
        h
    }

    pub async fn lists(&self, acting_email: &str) -> Result<Vec<ContactList>, CallingError> {
        let url = format!("{}/contact-lists", self.base);
        let resp = self.http.get(url).headers(self.headers(acting_email)).send().await?;
        match resp.status() {
            StatusCode::OK => Ok(resp.json().await?),
            StatusCode::BAD_GATEWAY => Err(CallingError::IdpDown),
            s => {
                Err(CallingError::Api(s.as_u16(), resp.text().await?))
            }
        }
    }
}
