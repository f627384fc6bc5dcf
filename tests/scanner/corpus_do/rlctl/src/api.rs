use reqwest::blocking::{Client as Http, RequestBuilder};
use serde::Deserialize;
use serde_json::json;

use crate::error::{check, RlError};

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub contact_count: u64,
}

#[derive(Deserialize)]
struct Page<T> {
    data: Vec<T>,
}

#[derive(Deserialize)]
struct Appended {
    appended: usize,
}

pub struct Client {
    base: String,
    key: String,
    user: String,
    http: Http,
}

impl Client {
    pub fn new(base: &str, key: &str, user: &str) -> Self {
        Self {
            base: base.trim_end_matches('/').to_string(),
            key: key.to_string(),
            user: user.to_string(),
            http: Http::new(),
        }
    }

    fn auth(&self, rb: RequestBuilder) -> RequestBuilder {
        rb.header("x-api-key", &self.key)
            .header("x-user-email", &self.user)
            .header("user-agent", concat!("rlctl/", env!("CARGO_PKG_VERSION")))
    }

    pub fn lists(&self) -> Result<Vec<ContactList>, RlError> {
        let url = format!("{}/contact-lists", self.base);
        let resp = check(self.auth(self.http.get(url)).send()?)?;
        Ok(resp.json::<Page<ContactList>>()?.data)
    }

    pub fn append(&self, list: &str, phones: &[String]) -> Result<usize, RlError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, list);
        let body = json!({ "contacts": phones.iter().map(|p| json!({ "phone": p })).collect::<Vec<_>>() });
        let resp = check(self.auth(self.http.post(url)).json(&body).send()?)?;
        Ok(resp.json::<Appended>()?.appended)
    }

    pub fn remove(&self, list: &str, phone: &str) -> Result<(), RlError> {
        let url = format!("{}/contact-lists/{}/contacts/{}", self.base, list, phone);
        check(self.auth(self.http.delete(url)).send()?)?;
        Ok(())
    }
}
