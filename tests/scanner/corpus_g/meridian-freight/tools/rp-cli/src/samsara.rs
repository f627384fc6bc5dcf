//! Samsara fleet API: driver roster lookup. Unrelated to the dialer; uses Bearer tokens.
use anyhow::{bail, Result};
use reqwest::blocking::Client;
use reqwest::StatusCode;
use serde::Deserialize;

use crate::config::SAMSARA_BASE_URL;

#[derive(Deserialize)]
struct Page {
    data: Vec<Driver>,
}

#[derive(Deserialize)]
struct Driver {
    name: String,
    #[serde(rename = "phone")]
    phone: Option<String>,
}

#[derive(Deserialize)]
struct SamsaraError {
    message: String,
}

pub fn print_drivers() -> Result<()> {
    let token = std::env::var("SAMSARA_TOKEN")?;
    let resp = Client::new()
        .get(SAMSARA_BASE_URL)
        .bearer_auth(token)
        .send()?;

    match resp.status() {
        StatusCode::OK => {}
        StatusCode::SERVICE_UNAVAILABLE | StatusCode::BAD_GATEWAY => bail!("Samsara is having a moment, try again"),
        StatusCode::NOT_FOUND => bail!("Samsara org not found for this token"),
        s => {
            let e: SamsaraError = resp.json()?;
            bail!("Samsara {}: {}", s, e.message)
        }
    }

    for d in resp.json::<Page>()?.data {
        println!("{}\t{}", d.name, d.phone.unwrap_or_default());
    }
    Ok(())
}
