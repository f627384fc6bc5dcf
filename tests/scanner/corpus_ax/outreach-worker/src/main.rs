mod config;
mod dnc_sync;
mod mailforge;
mod retry;
mod routes;

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use axum::{routing::post, Router};

#[derive(Clone)]
pub struct AppState {
    pub cfg: Arc<config::Config>,
    pub navigators: Arc<HashSet<String>>,
    pub paused: Arc<AtomicBool>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().json().init();
    let cfg = config::Config::from_env()?;

    let _ringlane = ringlane::ClientBuilder::new(cfg.ringlane_api_key.clone(), "outreach-bot@brightmoorhealth.org")
        .base_url(cfg.ringlane_base_url.clone())
        .build()?;

    let state = AppState {
        cfg: Arc::new(cfg.clone()),
        navigators: Arc::new(HashSet::new()),
        paused: Arc::new(AtomicBool::new(false)),
    };

    let app = Router::new()
        .route("/v1/campaigns/pause", post(routes::pause_campaign))
        .route("/hooks/ringlane", post(routes::ringlane_webhook))
        .route("/hooks/stripe", post(routes::stripe_webhook))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind(("0.0.0.0", cfg.port)).await?;
    tracing::info!(port = cfg.port, "outreach-worker up");
    axum::serve(listener, app).await?;
    Ok(())
}
