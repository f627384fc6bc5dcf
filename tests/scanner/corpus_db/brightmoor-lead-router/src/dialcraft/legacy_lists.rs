//! TEMPORARY: prune the old "Summer promo" contact lists that only exist on the v1 API.
//! Remove once `cargo run --bin prune-promo-lists` reports zero lists.

use reqwest::StatusCode;
use serde::Deserialize;

#[derive(Deserialize)]
struct LegacyList {
    id: String,
    name: String,
}

#[derive(Deserialize)]
struct LegacyPage {
    data: Vec<LegacyList>,
}

#[derive(Deserialize)]
struct LegacyError {
    error: String,
}

pub struct LegacyLists {
    http: reqwest::Client,
    base: String,
    key: String,
    acting_user: String,
}

impl LegacyLists {
    pub fn new(base: &str, key: &str, acting_user: &str) -> Self {
        Self { http: reqwest::Client::new(), base: base.to_string(), key: key.to_string(), acting_user: acting_user.to_string() }
    }

    fn req(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.http
            .request(method, format!("{}{}", self.base, path))
            .header("X-API-KEY", &self.key)
            .header("X-USER-EMAIL", &self.acting_user)
    }

    pub async fn prune_promo_lists(&self) -> anyhow::Result<usize> {
        let page: LegacyPage = self.req(reqwest::Method::GET, "/contact-lists").send().await?.json().await?;
        let mut removed = 0;
        for list in page.data.into_iter().filter(|l| l.name.starts_with("Summer promo")) {
            let resp = self.req(reqwest::Method::DELETE, &format!("/contact-lists/{}", list.id)).send().await?;
            match resp.status() {
                s if s.is_success() => removed += 1,
                StatusCode::NOT_FOUND => {}
                StatusCode::SERVICE_UNAVAILABLE => anyhow::bail!("dialcraft v1 API disabled, nothing left to prune"),
                s => {
                    let msg = resp.json::<LegacyError>().await.map(|e| e.error).unwrap_or_default();
                    tracing::warn!(list = %list.id, status = %s, "prune failed: {msg}");
                }
            }
        }
        Ok(removed)
    }
}
