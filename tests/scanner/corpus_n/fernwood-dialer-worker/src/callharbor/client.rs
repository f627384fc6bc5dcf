use reqwest::{header::HeaderMap, header::HeaderValue, Client, StatusCode};
use serde::{Deserialize, Serialize};

use super::error::{ApiErrorBody, CallHarborError};
use super::{ACTING_USER_HEADER, API_KEY_HEADER};
use crate::config::Settings;

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    pub contact_count: u32,
}

#[derive(Serialize)]
struct AppendContacts<'a> {
    phones: &'a [String],
}

pub struct CallHarborClient {
    http: Client,
    base: String,
}

impl CallHarborClient {
    pub fn new(s: &Settings) -> Self {
        let mut h = HeaderMap::new();
        h.insert(API_KEY_HEADER, HeaderValue::from_str(&s.callharbor_api_key).unwrap());
        h.insert(ACTING_USER_HEADER, HeaderValue::from_str(&s.callharbor_user_id).unwrap());
        let http = Client::builder().default_headers(h).build().expect("client");
        Self { http, base: s.callharbor_base_url.trim_end_matches('/').to_string() }
    }

    pub async fn get_list(&self, id: &str) -> Result<ContactList, CallHarborError> {
        let url = format!("{}/contact-lists/{}", self.base, id);
        let resp = self.http.get(url).send().await?;
        Self::decode(resp).await
    }

    pub async fn append(&self, id: &str, phones: &[String]) -> Result<(), CallHarborError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, id);
        let resp = self.http.post(url).json(&AppendContacts { phones }).send().await?;
        Self::decode::<serde_json::Value>(resp).await.map(|_| ())
    }

    async fn decode<T: for<'de> Deserialize<'de>>(resp: reqwest::Response) -> Result<T, CallHarborError> {
        let status = resp.status();
        if status.is_success() {
            return Ok(resp.json().await?);
        }
        let body: ApiErrorBody = resp.json().await.unwrap_or_default();
        Err(match status {
            StatusCode::BAD_GATEWAY => CallHarborError::IdpUnavailable,
            StatusCode::SERVICE_UNAVAILABLE => CallHarborError::ApiDisabled,
            StatusCode::NOT_FOUND if body.error == "user not found" => CallHarborError::UnknownUser,
            _ => CallHarborError::Api { status: status.as_u16(), message: body.error },
        })
    }
}
