use super::models::*;
use reqwest::header::{HeaderMap, HeaderValue};

const TELCO_BASE: &str = concat!("https://telco.internal-gw.acme.dev", "/api/public/v1");
const KEY_HEADER: &str = "x-api-key";
const ACTING_USER: &str = "x-user-email";

pub struct TelcoClient {
    http: reqwest::Client,
}

impl TelcoClient {
    pub fn new(key: &str, acting_user: &str) -> Result<Self, TelcoError> {
        let mut h = HeaderMap::new();
        h.insert(KEY_HEADER, HeaderValue::from_str(key).unwrap());
        h.insert(ACTING_USER, HeaderValue::from_str(acting_user).unwrap());
        let http = reqwest::Client::builder().default_headers(h).build()?;
        Ok(Self { http })
    }

    pub async fn lists(&self) -> Result<Vec<ContactList>, TelcoError> {
        let r = self.http.get(format!("{TELCO_BASE}/contact-lists")).send().await?;
        if r.status().is_success() {
            return Ok(r.json().await?);
        }
        let status = r.status();
        Err(TelcoError::from_status(status, r.json().await?))
    }
}
