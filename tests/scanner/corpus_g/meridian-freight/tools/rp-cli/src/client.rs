use anyhow::{anyhow, bail, Context, Result};
use reqwest::blocking::{Client, RequestBuilder, Response};
use reqwest::StatusCode;
use serde::{Deserialize, Serialize};

use crate::config::{AUTH_HEADER, USER_AGENT, USER_HEADER};

#[derive(Debug, Deserialize)]
pub struct DialerError {
    pub error: String,
    #[serde(default)]
    pub details: Option<serde_json::Value>,
}

#[derive(Debug, Serialize)]
pub struct ContactRow<'a> {
    #[serde(rename = "firstName")]
    pub first_name: &'a str,
    #[serde(rename = "phoneNumber")]
    pub phone_number: &'a str,
}

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: i64,
    pub name: String,
    #[serde(rename = "contactsCount")]
    pub contacts_count: i64,
}

pub struct Dialer {
    http: Client,
    base: String,
    key: String,
    dispatcher_id: String,
}

impl Dialer {
    pub fn new(base: String, key: String, dispatcher_id: String) -> Result<Self> {
        let http = Client::builder().user_agent(USER_AGENT).build()?;
        Ok(Self { http, base: base.trim_end_matches('/').to_owned(), key, dispatcher_id })
    }

    fn authed(&self, rb: RequestBuilder) -> RequestBuilder {
        rb.header(AUTH_HEADER, &self.key)
            .header(USER_HEADER, &self.dispatcher_id)
    }

    pub fn lists(&self) -> Result<Vec<ContactList>> {
        let url = format!("{}/contact-lists", self.base);
        let resp = self.authed(self.http.get(&url)).send()?;
        Self::json(resp)
    }

    pub fn append_by_phone(&self, list_id: i64, rows: &[ContactRow]) -> Result<ContactList> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, list_id);
        let resp = self.authed(self.http.post(&url)).json(&serde_json::json!({ "contacts": rows })).send()?;
        Self::json(resp)
    }

    pub fn remove_by_phone(&self, list_id: i64, phone: &str) -> Result<()> {
        let resp = self
            .authed(self.http.delete(format!("{}/contact-lists/{list_id}/contacts/{phone}", self.base)))
            .send()?;
        Self::json::<serde_json::Value>(resp).map(|_| ())
    }

    fn json<T: for<'de> Deserialize<'de>>(resp: Response) -> Result<T> {
        let status = resp.status();
        if status.is_success() {
            return resp.json::<T>().context("decoding dialer response");
        }
        let err: DialerError = resp.json().unwrap_or(DialerError { error: status.to_string(), details: None });
        match status {
            StatusCode::BAD_GATEWAY => bail!("dialer could not reach its identity provider, retry later: {}", err.error),
            StatusCode::SERVICE_UNAVAILABLE => bail!("dialer API is disabled for this account"),
            StatusCode::NOT_FOUND if err.error == "user not found" => {
                bail!("dispatcher id is not a dialer user; check --dispatcher")
            }
            _ => Err(anyhow!("dialer {}: {}", status.as_u16(), err.error)),
        }
    }
}
