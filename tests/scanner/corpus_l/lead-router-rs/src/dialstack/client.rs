use reqwest::{Client, StatusCode};
use serde::{Deserialize, Serialize};

use super::{DialstackError, V1ErrorBody, API_BASE, HDR_KEY, HDR_USER, USER_AGENT};

#[derive(Clone)]
pub struct DialstackClient {
    http: Client,
    base: String,
    key: String,
    acting_user: String,
}

#[derive(Serialize)]
struct Contact<'a> {
    phone: &'a str,
    first_name: Option<&'a str>,
}

#[derive(Deserialize, Debug)]
pub struct AppendResult {
    pub added: u32,
    pub skipped: u32,
}

impl DialstackClient {
    pub fn new(key: String, acting_user: String) -> Self {
        Self::with_base(API_BASE.to_string(), key, acting_user)
    }

    pub fn with_base(base: String, key: String, acting_user: String) -> Self {
        let http = Client::builder().user_agent(USER_AGENT).build().expect("reqwest client");
        Self { http, base, key, acting_user }
    }

    pub async fn append_contact(&self, list_id: &str, phone: &str, first_name: Option<&str>) -> Result<AppendResult, DialstackError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, list_id);
        let resp = self
            .http
            .post(url)
            .header(HDR_KEY, &self.key)
            .header(HDR_USER, &self.acting_user)
            .json(&serde_json::json!({ "contacts": [Contact { phone, first_name }] }))
            .send()
            .await?;
        Self::decode(resp).await
    }

    pub async fn list_exists(&self, list_id: &str) -> Result<bool, DialstackError> {
        let url = format!("{}/contact-lists/{}", self.base, list_id);
        let resp = self.http.get(url).header(HDR_KEY, &self.key).header(HDR_USER, &self.acting_user).send().await?;
        match resp.status() {
            StatusCode::OK => Ok(true),
            StatusCode::NOT_FOUND => Ok(false),
            _ => Self::decode::<serde_json::Value>(resp).await.map(|_| true),
        }
    }

    async fn decode<T: for<'de> Deserialize<'de>>(resp: reqwest::Response) -> Result<T, DialstackError> {
        let status = resp.status();
        if status.is_success() {
            return Ok(resp.json::<T>().await?);
        }
        let body: V1ErrorBody = resp.json().await.unwrap_or_default();
        Err(match status {
            StatusCode::UNAUTHORIZED => DialstackError::BadKey,
            StatusCode::NOT_FOUND if body.error == "user not found" => DialstackError::UnknownActingUser,
            StatusCode::NOT_FOUND => DialstackError::ListNotFound,
            StatusCode::TOO_MANY_REQUESTS => DialstackError::RateLimited,
            StatusCode::BAD_GATEWAY => DialstackError::IdpUnavailable,
            StatusCode::SERVICE_UNAVAILABLE => DialstackError::ApiDisabled,
            other => DialstackError::Api { status: other.as_u16(), message: body.error },
        })
    }
}
