use crate::config::RinglaneConfig;
use crate::error::{ErrorBody, RinglaneError};
use reqwest::header::{HeaderMap, HeaderValue, CONTENT_TYPE};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    pub size: u32,
}

#[derive(Debug, Serialize)]
struct AppendContacts<'a> {
    contacts: Vec<PhoneEntry<'a>>,
}

#[derive(Debug, Serialize)]
struct PhoneEntry<'a> {
    phone: &'a str,
}

pub struct Client {
    http: reqwest::Client,
    base: String,
}

impl Client {
    pub fn new(cfg: &RinglaneConfig) -> Result<Self, RinglaneError> {
        let mut headers = HeaderMap::new();
        headers.insert("x-api-key", HeaderValue::from_str(&cfg.api_key).expect("ascii key"));
        headers.insert("x-user-email", HeaderValue::from_str(&cfg.acting_user_email).expect("ascii email"));
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        let http = reqwest::Client::builder().default_headers(headers).build()?;
        Ok(Self { http, base: cfg.base_url.trim_end_matches('/').to_string() })
    }

    async fn check(resp: reqwest::Response) -> Result<reqwest::Response, RinglaneError> {
        let status = resp.status();
        if status.is_success() {
            return Ok(resp);
        }
        let body = resp.json::<ErrorBody>().await.ok();
        Err(RinglaneError::from_response(status.as_u16(), body))
    }

    pub async fn contact_lists(&self) -> Result<Vec<ContactList>, RinglaneError> {
        let url = format!("{}/contact-lists", self.base);
        let resp = Self::check(self.http.get(url).send().await?).await?;
        Ok(resp.json().await?)
    }

    pub async fn append_phones(&self, list_id: &str, phones: &[&str]) -> Result<(), RinglaneError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, list_id);
        let body = AppendContacts { contacts: phones.iter().map(|p| PhoneEntry { phone: p }).collect() };
        Self::check(self.http.post(url).json(&body).send().await?).await?;
        Ok(())
    }

    pub async fn delete_list(&self, list_id: &str) -> Result<(), RinglaneError> {
        let url = format!("{}/contact-lists/{list_id}", self.base);
        Self::check(self.http.delete(url).send().await?).await?;
        Ok(())
    }
}
