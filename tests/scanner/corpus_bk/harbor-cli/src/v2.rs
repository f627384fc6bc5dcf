//! v2 client (migration in progress). Keys look like ch_live_<uuid>.<secret>.

use crate::config::Config;
use anyhow::{bail, Result};
use serde::Deserialize;

#[derive(Deserialize)]
struct V2Error {
    error: V2ErrorInner,
}

#[derive(Deserialize)]
struct V2ErrorInner {
    code: String,
    message: String,
}

pub fn run_lists(cfg: &Config) -> Result<()> {
    let Some(key) = cfg.v2_key.as_deref() else {
        bail!("HARBOR_V2_KEY is required with --v2");
    };
    let url = format!("{}/audiences", cfg.v2_base_url);
    match ureq::get(&url).set("Authorization", &format!("Bearer {key}")).call() {
        Ok(resp) => {
            let v: serde_json::Value = resp.into_json()?;
            println!("{}", serde_json::to_string_pretty(&v["data"])?);
            Ok(())
        }
        Err(ureq::Error::Status(503, _)) => bail!("CallHarbor v2 is temporarily unavailable"),
        Err(ureq::Error::Status(code, resp)) => {
            let e: V2Error = resp.into_json()?;
            if e.error.code == "not_found" {
                bail!("no audiences yet");
            }
            bail!("HTTP {code}: {} ({})", e.error.message, e.error.code)
        }
        Err(e) => Err(e.into()),
    }
}
