use std::sync::Arc;

use axum::{routing::post, Router};
use tracing_subscriber::EnvFilter;

mod config;
mod mailwisp;
mod ringlane;
mod stripe_webhook;
mod sync;
mod webhooks;

pub struct AppState {
    pub settings: config::Settings,
    pub ringlane: ringlane::RinglaneClient,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();

    let settings = config::Settings::load()?;
    let ringlane = ringlane::RinglaneClient::new(&settings.ringlane)?;
    let state = Arc::new(AppState { settings, ringlane });

    tokio::spawn(sync::nightly(state.clone()));

    let app = Router::new()
        .route("/hooks/ringlane", post(webhooks::ringlane_webhook))
        .route("/hooks/stripe", post(stripe_webhook::handle))
        .with_state(state.clone());

    let listener = tokio::net::TcpListener::bind(&state.settings.server.bind).await?;
    tracing::info!(addr = %state.settings.server.bind, "listening");
    axum::serve(listener, app).await?;
    Ok(())
}
