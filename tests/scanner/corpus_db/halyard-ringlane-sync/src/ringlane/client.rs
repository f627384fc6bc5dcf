use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderValue, RETRY_AFTER};
use reqwest::{Method, RequestBuilder};
use serde::de::DeserializeOwned;

use super::constants::{
    ACTING_USER_HEADER, API_KEY_HEADER, DEFAULT_BASE_URL, MAX_ATTEMPTS, RETRYABLE_STATUSES, USER_AGENT,
};
use super::error::RinglaneError;
use super::types::{ContactList, CreateList, NewContact, Page};
use crate::config::RinglaneConfig;

pub struct RinglaneClient {
    http: reqwest::Client,
    base_url: String,
    acting_user: String,
    page_size: u32,
}

impl RinglaneClient {
    pub fn new(cfg: &RinglaneConfig) -> Result<Self, RinglaneError> {
        let mut headers = HeaderMap::new();
        let mut key = HeaderValue::from_str(&cfg.api_key).expect("api key must be visible ASCII");
        key.set_sensitive(true);
        headers.insert(API_KEY_HEADER, key);
        headers.insert(
            ACTING_USER_HEADER,
            HeaderValue::from_str(&cfg.acting_user_email).expect("acting user must be ASCII"),
        );

        let http = reqwest::Client::builder()
            .default_headers(headers)
            .user_agent(USER_AGENT)
            .timeout(Duration::from_secs(cfg.timeout_secs))
            .build()?;

        let base_url = if cfg.base_url.is_empty() { DEFAULT_BASE_URL } else { cfg.base_url.as_str() };
        Ok(Self {
            http,
            base_url: base_url.trim_end_matches('/').to_owned(),
            acting_user: cfg.acting_user_email.clone(),
            page_size: cfg.page_size,
        })
    }

    pub async fn list_contact_lists(&self) -> Result<Vec<ContactList>, RinglaneError> {
        let mut out = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let mut url = format!("{}/contact-lists?limit={}", self.base_url, self.page_size);
            if let Some(c) = &cursor {
                url.push_str("&cursor=");
                url.push_str(c);
            }
            let page: Page<ContactList> = self.send(Method::GET, &url, None, |r| r).await?;
            out.extend(page.data);
            match page.next_cursor {
                Some(c) => cursor = Some(c),
                None => return Ok(out),
            }
        }
    }

    pub async fn create_contact_list(&self, name: &str, description: &str) -> Result<ContactList, RinglaneError> {
        let url = format!("{}/contact-lists", self.base_url);
        let body = CreateList { name, description };
        self.send(Method::POST, &url, None, |r| r.json(&body)).await
    }

    pub async fn append_contacts(&self, list_id: &str, contacts: &[NewContact]) -> Result<(), RinglaneError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base_url, list_id);
        let _: serde_json::Value = self
            .send(Method::POST, &url, Some(list_id), |r| r.json(&serde_json::json!({ "contacts": contacts })))
            .await?;
        Ok(())
    }

    pub async fn remove_contact(&self, list_id: &str, phone: &str) -> Result<(), RinglaneError> {
        let phone = urlencoding::encode(phone);
        let url = format!("{}/contact-lists/{list_id}/contacts/{phone}", self.base_url);
        let _: serde_json::Value = self.send(Method::DELETE, &url, Some(list_id), |r| r).await?;
        Ok(())
    }

    pub async fn delete_contact_list(&self, list_id: &str) -> Result<(), RinglaneError> {
        let url = [self.base_url.as_str(), "/contact-lists/", list_id].concat();
        let _: serde_json::Value = self.send(Method::DELETE, &url, Some(list_id), |r| r).await?;
        Ok(())
    }

    async fn send<T, F>(&self, method: Method, url: &str, list_id: Option<&str>, build: F) -> Result<T, RinglaneError>
    where
        T: DeserializeOwned,
        F: Fn(RequestBuilder) -> RequestBuilder,
    {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let resp = build(self.http.request(method.clone(), url)).send().await?;
            let status = resp.status();
            if status.is_success() {
                return Ok(resp.json::<T>().await?);
            }
            let retry_after = resp
                .headers()
                .get(RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse().ok());
            if RETRYABLE_STATUSES.contains(&status.as_u16()) && attempt < MAX_ATTEMPTS {
                let wait = retry_after.unwrap_or(1u64 << attempt);
                tracing::warn!(%status, attempt, wait, "ringlane transient failure, retrying");
                tokio::time::sleep(Duration::from_secs(wait)).await;
                continue;
            }
            let body = resp.text().await.unwrap_or_default();
            return Err(RinglaneError::from_response(status, &body, &self.acting_user, list_id, retry_after));
        }
    }
}
