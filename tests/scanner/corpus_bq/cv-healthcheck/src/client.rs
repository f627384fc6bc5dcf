use crate::config::{Config, API_KEY_HEADER, USER_EMAIL_HEADER};
use crate::error::CheckError;
use reqwest::blocking::Client;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum Health {
    Ok,
    Degraded(String),
    Down(String),
}

pub struct CallvaneProbe {
    http: Client,
    cfg: Config,
}

impl CallvaneProbe {
    pub fn new(cfg: Config) -> Self {
        let http = Client::builder().timeout(Duration::from_secs(8)).build().expect("client");
        Self { http, cfg }
    }

    pub fn check(&self) -> Health {
        let url = format!("{}/contact-lists/{}", self.cfg.base_url, self.cfg.probe_list);
        let resp = self
            .http
            .get(&url)
            .header(API_KEY_HEADER, &self.cfg.api_key)
            .header(USER_EMAIL_HEADER, &self.cfg.user_email)
            .send();

        let resp = match resp {
            Ok(r) => r,
            Err(e) => return Health::Down(format!("unreachable: {e}")),
        };
        let status = resp.status().as_u16();
        if status == 200 {
            return Health::Ok;
        }
        let body = resp.text().unwrap_or_default();
        let err = CheckError::from_body(status, &body);
        match status {
            502 => Health::Degraded(format!("identity provider unreachable: {err}")),
            503 => Health::Down("public API disabled on Callvane side".into()),
            429 => Health::Degraded("rate limited".into()),
            401 => Health::Down("API key rejected".into()),
            _ => Health::Down(err.to_string()),
        }
    }
}
