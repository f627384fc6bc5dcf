//! Blocking health probe used by the Nomad check. Uses ureq to keep the binary small.
use std::process::ExitCode;

fn main() -> ExitCode {
    let base = std::env::var("RINGLANE_BASE_URL")
        .unwrap_or_else(|_| "https://api.ringlane.io/api/public/v1".into());
    let key = std::env::var("RINGLANE_API_KEY").expect("RINGLANE_API_KEY");
    let user = std::env::var("RINGLANE_ACTING_USER").expect("RINGLANE_ACTING_USER");

    let res = ureq::get(&format!("{base}/contact-lists?limit=1"))
        .set("X-Api-Key", &key)
        .set("X-User-Email", &user)
        .call();

    match res {
        Ok(_) => ExitCode::SUCCESS,
        Err(ureq::Error::Status(502, _)) => {
            eprintln!("identity provider unreachable, treating as warning");
            ExitCode::from(1)
        }
        Err(ureq::Error::Status(code, r)) => {
            let body: serde_json::Value = r.into_json().unwrap_or_default();
            eprintln!("ringlane {code}: {}", body["error"].as_str().unwrap_or("?"));
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("transport: {e}");
            ExitCode::from(2)
        }
    }
}
