use std::{thread, time::Duration};

use serde::Deserialize;
use serde_json::json;

use crate::error::ApiError;

pub const DEFAULT_BASE: &str = "https://api.ringlane.app/api/public/v1";

#[derive(Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    pub size: u64,
}

#[derive(Deserialize)]
struct Page {
    data: Vec<ContactList>,
}

pub struct Client {
    agent: ureq::Agent,
    base: String,
    key: String,
    user_id: String,
}

impl Client {
    pub fn new(base: String, key: String, user_id: String) -> Self {
        let agent = ureq::AgentBuilder::new().timeout(Duration::from_secs(15)).build();
        Self { agent, base, key, user_id }
    }

    fn req(&self, method: &str, path: &str) -> ureq::Request {
        self.agent
            .request(method, &format!("{}{}", self.base, path))
            .set("x-api-key", &self.key)
            .set("x-user-id", &self.user_id)
    }

    fn send(&self, method: &str, path: &str, body: Option<serde_json::Value>) -> Result<ureq::Response, ApiError> {
        let mut attempt = 0;
        loop {
            let r = self.req(method, path);
            let res = match &body {
                Some(b) => r.send_json(b.clone()),
                None => r.call(),
            };
            match res {
                Ok(resp) => return Ok(resp),
                Err(ureq::Error::Status(502, _)) if attempt < 3 => {
                    attempt += 1;
                    thread::sleep(Duration::from_millis(500 * attempt));
                }
                Err(ureq::Error::Status(code, resp)) => return Err(ApiError::from_response(code, resp)),
                Err(e) => return Err(ApiError::Transport(e.to_string())),
            }
        }
    }

    pub fn lists(&self) -> Result<Vec<ContactList>, ApiError> {
        let page: Page = self.send("GET", "/contact-lists", None)?.into_json().map_err(ApiError::io)?;
        Ok(page.data)
    }

    pub fn append(&self, list: &str, phones: &[String]) -> Result<(), ApiError> {
        self.send("POST", &format!("/contact-lists/{list}/contacts"), Some(json!({ "phones": phones })))?;
        Ok(())
    }

    pub fn delete(&self, list: &str) -> Result<(), ApiError> {
        self.send("DELETE", &format!("/contact-lists/{list}"), None)?;
        Ok(())
    }
}
