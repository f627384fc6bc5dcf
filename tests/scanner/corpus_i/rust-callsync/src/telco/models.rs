use serde::{Deserialize, Serialize};
use thiserror::Error;

#[derive(Debug, Deserialize)]
pub struct ContactList {
    pub id: i64,
    pub name: String,
    #[serde(rename = "groupName")]
    pub group_name: Option<String>,
    #[serde(rename = "contactsCount")]
    pub contacts_count: i64,
}

#[derive(Debug, Serialize)]
pub struct NewList<'a> {
    pub name: &'a str,
    pub contacts: Vec<NewContact<'a>>,
}

#[derive(Debug, Serialize)]
pub struct NewContact<'a> {
    #[serde(rename = "phoneNumber")]
    pub phone_number: &'a str,
}

/// Flat error body of the telco API.
#[derive(Debug, Deserialize)]
pub struct ApiErrorBody {
    pub error: String,
    #[serde(default)]
    pub details: Vec<serde_json::Value>,
}

#[derive(Debug, Error)]
pub enum TelcoError {
    #[error("acting user is unknown to the telco")]
    UnknownUser,
    #[error("identity provider unreachable")]
    IdpUnavailable,
    #[error("telco public API disabled")]
    Disabled,
    #[error("telco said: {0}")]
    Api(String),
    #[error(transparent)]
    Http(#[from] reqwest::Error),
}

impl TelcoError {
    pub fn from_status(status: reqwest::StatusCode, body: ApiErrorBody) -> Self {
        match status.as_u16() {
            404 if body.error == "user not found" => TelcoError::UnknownUser,
            502 => TelcoError::IdpUnavailable,
            503 => TelcoError::Disabled,
            _ => TelcoError::Api(body.error),
        }
    }
}
