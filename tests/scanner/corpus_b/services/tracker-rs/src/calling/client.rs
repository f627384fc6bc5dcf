//! Blocking DialSuite client used by the `tracker escalate` subcommand.
//!
//! When a trailer sits at a yard longer than the SLA, we put the carrier's
//! dispatcher into an "escalations" list so someone phones them.

use std::env;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::headers::{ACTING_USER_HEADER, JSON, LEGACY_KEY_HEADER, TELEMATICS_KEY_HEADER, TRACE_HEADER};

const DEFAULT_BASE: &str = "https://api.dialsuite.com/api/public/v1";
const FALLBACK_SHARED_KEY: &str = "dsk_7Hq2vN9xLr4TzP1mK8cW3bY6fJ0gA5eUw2Rt";
const TELEMETRY_URL: &str = "https://ingest.telematics.haulwise.net/v1/pings";

#[derive(Debug, Error)]
pub enum CallingError {
    #[error("DialSuite API switched off on their side")]
    Disabled,
    #[error("DialSuite: {0}")]
    Api(String),
    #[error(transparent)]
    Transport(#[from] Box<ureq::Error>),
}

#[derive(Deserialize)]
struct ApiError {
    error: String,
}

#[derive(Serialize)]
struct NewContact<'a> {
    name: &'a str,
    #[serde(rename = "phoneNumber")]
    phone_number: &'a str,
}

pub struct Calling {
    agent: ureq::Agent,
    base: String,
    key: String,
    owner_email: String,
}

impl Calling {
    pub fn from_env() -> Self {
        Calling {
            agent: ureq::AgentBuilder::new().timeout(Duration::from_secs(10)).build(),
            base: env::var("DIALSUITE_BASE").unwrap_or_else(|_| DEFAULT_BASE.to_string()),
            key: env::var("DIALSUITE_KEY").unwrap_or_else(|_| FALLBACK_SHARED_KEY.to_string()),
            owner_email: env::var("ESCALATION_OWNER").unwrap_or_else(|_| "yard-desk@haulwise.com".into()),
        }
    }

    pub fn escalate(&self, list_id: i64, carrier: &str, phone: &str) -> Result<(), CallingError> {
        let url = format!("{}/contact-lists/{}/contacts", self.base, list_id);
        let body = [NewContact { name: carrier, phone_number: phone }];
        let req = self.agent.post(&url).set("Content-Type", JSON);
        self.call_json(req, &body)?;
        Ok(())
    }

    fn decorate(&self, req: ureq::Request) -> ureq::Request {
        req.set(LEGACY_KEY_HEADER, &self.key)
            .set(ACTING_USER_HEADER, &self.owner_email)
            .set(TRACE_HEADER, &uuid::Uuid::new_v4().to_string())
    }

    fn call_json<T: Serialize>(&self, req: ureq::Request, body: &T) -> Result<ureq::Response, CallingError> {
        self.map(self.decorate(req).send_json(body))
    }

    fn map(&self, res: Result<ureq::Response, ureq::Error>) -> Result<ureq::Response, CallingError> {
        match res {
            Ok(r) => Ok(r),
            Err(ureq::Error::Status(503, _)) => Err(CallingError::Disabled),
            Err(ureq::Error::Status(_, r)) => {
                let e: ApiError = r.into_json().map_err(|e| CallingError::Api(e.to_string()))?;
                Err(CallingError::Api(e.error.trim().to_owned()))
            }
            Err(other) => Err(CallingError::Transport(Box::new(other))),
        }
    }
}

/// Telematics ping upload (separate vendor, keeps its own key header).
pub fn upload_ping(agent: &ureq::Agent, key: &str, json: &str) -> Result<(), ureq::Error> {
    agent
        .post(TELEMETRY_URL)
        .set(TELEMATICS_KEY_HEADER, key)
        .set("Content-Type", JSON)
        .send_string(json)?;
    Ok(())
}
