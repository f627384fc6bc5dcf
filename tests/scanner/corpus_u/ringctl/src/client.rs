use reqwest::blocking::{Client, Response};
use reqwest::StatusCode;
use serde::{Deserialize, Serialize};

use crate::config::{Config, ACTING_USER_HEADER, API_KEY_HEADER};
use crate::error::{ApiErrorBody, RingError};

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: String,
    pub name: String,
    pub size: u64,
}

#[derive(Serialize)]
struct AppendContacts<'a> {
    contacts: Vec<Phone<'a>>,
}

#[derive(Serialize)]
struct Phone<'a> {
    phone: &'a str,
}

pub struct Ringstead {
    http: Client,
    cfg: Config,
}

impl Ringstead {
    pub fn new(cfg: Config) -> Self {
        Self { http: Client::new(), cfg }
    }

    fn req(&self, method: reqwest::Method, path: &str) -> reqwest::blocking::RequestBuilder {
        self.http
            .request(method, format!("{}{}", self.cfg.base_url, path))
            .header(API_KEY_HEADER, &self.cfg.api_key)
            .header(ACTING_USER_HEADER, &self.cfg.acting_user)
    }

    pub fn lists(&self) -> Result<Vec<ContactList>, RingError> {
        let resp = self.req(reqwest::Method::GET, "/contact-lists").send()?;
        Self::check(resp)?.json::<Vec<ContactList>>().map_err(Into::into)
    }

    pub fn append(&self, list_id: &str, phones: &[String]) -> Result<(), RingError> {
        let body = AppendContacts { contacts: phones.iter().map(|p| Phone { phone: p }).collect() };
        let resp = self
            .req(reqwest::Method::POST, &format!("/contact-lists/{list_id}/contacts"))
            .json(&body)
            .send()?;
        Self::check(resp).map(|_| ())
    }

    pub fn remove(&self, list_id: &str, phone: &str) -> Result<(), RingError> {
        let resp = self
            .req(reqwest::Method::DELETE, &format!("/contact-lists/{list_id}/contacts/{phone}"))
            .send()?;
        Self::check(resp).map(|_| ())
    }

    fn check(resp: Response) -> Result<Response, RingError> {
        let status = resp.status();
        if status.is_success() {
            return Ok(resp);
        }
        let body: ApiErrorBody = resp.json().unwrap_or(ApiErrorBody { error: String::new(), details: vec![] });
        Err(match status {
            StatusCode::UNAUTHORIZED => RingError::Unauthorized,
            StatusCode::NOT_FOUND if body.error == "user not found" => RingError::UnknownUser(body.error),
            StatusCode::NOT_FOUND => RingError::ListNotFound,
            StatusCode::BAD_GATEWAY => RingError::IdpUnavailable,
            StatusCode::SERVICE_UNAVAILABLE => RingError::ApiDisabled,
            StatusCode::TOO_MANY_REQUESTS => RingError::RateLimited,
            s => RingError::Other { status: s.as_u16(), message: body.error },
        })
    }
}
