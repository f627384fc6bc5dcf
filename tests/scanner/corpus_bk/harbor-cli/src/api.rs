use crate::config::Config;
use crate::error::{ApiError, V1ErrorBody};
use serde::Deserialize;
use serde_json::json;
use std::time::Duration;

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub size: u64,
}

#[derive(Deserialize)]
struct Page<T> {
    data: Vec<T>,
}

pub struct Client {
    agent: ureq::Agent,
    base: String,
    key: String,
    acting_user: String,
}

impl Client {
    pub fn new(cfg: &Config, as_user: Option<&str>) -> Self {
        Self {
            agent: ureq::AgentBuilder::new().timeout(Duration::from_secs(20)).build(),
            base: cfg.base_url.trim_end_matches('/').to_string(),
            key: cfg.api_key.clone(),
            acting_user: as_user.unwrap_or(&cfg.default_user).to_string(),
        }
    }

    fn req(&self, method: &str, path: &str) -> ureq::Request {
        self.agent
            .request(method, &format!("{}{}", self.base, path))
            .set("x-api-key", &self.key)
            .set("x-user-email", &self.acting_user)
            .set("accept", "application/json")
    }

    fn call(&self, r: ureq::Request, body: Option<serde_json::Value>) -> Result<ureq::Response, ApiError> {
        let mut attempt = 0;
        loop {
            let res = match &body {
                Some(b) => r.clone().send_json(b.clone()),
                None => r.clone().call(),
            };
            match res {
                Ok(resp) => return Ok(resp),
                Err(ureq::Error::Status(502, _)) if attempt < 3 => {
                    attempt += 1;
                    std::thread::sleep(Duration::from_millis(400 * attempt));
                }
                Err(ureq::Error::Status(503, _)) => return Err(ApiError::Disabled),
                Err(ureq::Error::Status(code, resp)) => {
                    let body: V1ErrorBody = resp.into_json().unwrap_or_default();
                    return Err(ApiError::from_v1(code, body));
                }
                Err(e) => return Err(ApiError::Transport(e.to_string())),
            }
        }
    }

    pub fn lists(&self) -> Result<Vec<ContactList>, ApiError> {
        let resp = self.call(self.req("GET", "/contact-lists"), None)?;
        Ok(resp.into_json::<Page<ContactList>>()?.data)
    }

    pub fn create(&self, name: &str) -> Result<ContactList, ApiError> {
        let resp = self.call(self.req("POST", "/contact-lists"), Some(json!({ "name": name })))?;
        Ok(resp.into_json()?)
    }

    pub fn delete(&self, id: &str) -> Result<(), ApiError> {
        self.call(self.req("DELETE", &format!("/contact-lists/{id}")), None)?;
        Ok(())
    }

    pub fn append(&self, id: &str, phones: &[String]) -> Result<(), ApiError> {
        let contacts: Vec<_> = phones.iter().map(|p| json!({ "phone": p })).collect();
        self.call(
            self.req("POST", &format!("/contact-lists/{id}/contacts")),
            Some(json!({ "contacts": contacts })),
        )?;
        Ok(())
    }

    pub fn remove(&self, id: &str, phone: &str) -> Result<(), ApiError> {
        let path = format!("/contact-lists/{}/contacts/{}", id, urlencode(phone));
        self.call(self.req("DELETE", &path), None)?;
        Ok(())
    }
}

fn urlencode(s: &str) -> String {
    s.replace('+', "%2B")
}
