mod config;
mod push;
mod ringstack;
mod routes {
    pub mod dialer;
    pub mod identity;
}
mod webhooks {
    pub mod ringstack;
    pub mod stripe;
}

use std::sync::Arc;

use axum::{routing::post, Router};
use tracing_subscriber::EnvFilter;

#[derive(Clone)]
pub struct AppState {
    pub settings: Arc<config::Settings>,
    pub ringstack: ringstack::RingstackClient,
    pub push: Arc<push::PushGateway>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().with_env_filter(EnvFilter::from_default_env()).init();
    let settings = config::Settings::load()?;
    let state = AppState {
        ringstack: ringstack::RingstackClient::new(&settings.ringstack)?,
        push: Arc::new(push::PushGateway::new(settings.push.clone())),
        settings: Arc::new(settings),
    };
    let app = Router::new()
        .merge(routes::dialer::router())
        .route("/hooks/ringstack", post(webhooks::ringstack::receive))
        .route("/hooks/stripe", post(webhooks::stripe::receive))
        .with_state(state.clone());
    let listener = tokio::net::TcpListener::bind(&state.settings.listen_addr).await?;
    tracing::info!(addr = %state.settings.listen_addr, "dispatch-svc listening");
    axum::serve(listener, app).await?;
    Ok(())
}
