use std::future::Future;
use std::time::Duration;

use reqwest::StatusCode;

/// Ringlane statuses that are worth retrying. 502 = Okta unreachable on their side.
pub const RINGLANE_RETRYABLE: &[u16] = &[429, 502];

/// Mailforge occasionally flaps behind its CDN.
pub const MAILFORGE_RETRYABLE: &[u16] = &[429, 502, 503, 504];

pub fn should_retry(retryable: &[u16], status: StatusCode) -> bool {
    retryable.contains(&status.as_u16())
}

pub async fn with_backoff<T, E, F, Fut>(attempts: u32, mut f: F) -> Result<T, E>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, (E, bool)>>,
{
    let mut delay = Duration::from_millis(250);
    let mut n = 0;
    loop {
        match f().await {
            Ok(v) => return Ok(v),
            Err((e, retry)) => {
                n += 1;
                if !retry || n >= attempts {
                    return Err(e);
                }
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
        }
    }
}
