use std::time::Duration;

use reqwest::{header::HeaderMap, header::HeaderValue, Method, RequestBuilder};
use serde::de::DeserializeOwned;

use crate::error::{ApiErrorBody, Error};

pub(crate) const DEFAULT_BASE_URL: &str = "https://api.ringlane.com/api/public/v1";
const API_KEY_HEADER: &str = "x-api-key";
const ACTING_USER_HEADER: &str = "x-user-email";

#[derive(Clone, Debug)]
pub struct Client {
    http: reqwest::Client,
    base: String,
}

pub struct ClientBuilder {
    base: String,
    api_key: String,
    acting_user: String,
    timeout: Duration,
}

impl ClientBuilder {
    pub fn new(api_key: impl Into<String>, acting_user: impl Into<String>) -> Self {
        Self {
            base: DEFAULT_BASE_URL.to_string(),
            api_key: api_key.into(),
            acting_user: acting_user.into(),
            timeout: Duration::from_secs(20),
        }
    }

    pub fn base_url(mut self, base: impl Into<String>) -> Self {
        self.base = base.into().trim_end_matches('/').to_string();
        self
    }

    pub fn timeout(mut self, t: Duration) -> Self {
        self.timeout = t;
        self
    }

    pub fn build(self) -> Result<Client, Error> {
        let mut headers = HeaderMap::new();
        let mut key = HeaderValue::from_str(&self.api_key).map_err(|_| Error::InvalidConfig("api key"))?;
        key.set_sensitive(true);
        headers.insert(API_KEY_HEADER, key);
        headers.insert(
            ACTING_USER_HEADER,
            HeaderValue::from_str(&self.acting_user).map_err(|_| Error::InvalidConfig("acting user"))?,
        );
        let http = reqwest::Client::builder()
            .default_headers(headers)
            .timeout(self.timeout)
            .user_agent(concat!("brightmoor-ringlane/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Client { http, base: self.base })
    }
}

impl Client {
    pub(crate) fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.http.request(method, format!("{}{}", self.base, path))
    }

    pub(crate) async fn send<T: DeserializeOwned>(&self, rb: RequestBuilder) -> Result<T, Error> {
        let resp = rb.send().await?;
        let status = resp.status();
        if status.is_success() {
            return Ok(resp.json::<T>().await?);
        }
        let body = resp.json::<ApiErrorBody>().await.unwrap_or_default();
        Err(Error::from_response(status, body))
    }

    pub(crate) async fn send_empty(&self, rb: RequestBuilder) -> Result<(), Error> {
        let resp = rb.send().await?;
        let status = resp.status();
        if status.is_success() {
            return Ok(());
        }
        let body = resp.json::<ApiErrorBody>().await.unwrap_or_default();
        Err(Error::from_response(status, body))
    }
}
