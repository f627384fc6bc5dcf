mod config;
mod ringbolt;
mod signature;

use axum::{body::Bytes, extract::State, http::{HeaderMap, StatusCode}, routing::post, Router};
use serde::Deserialize;
use std::sync::Arc;

use config::Config;
use ringbolt::Ringbolt;

#[derive(Clone)]
struct AppState {
    cfg: Config,
    ringbolt: Ringbolt,
}

#[derive(Deserialize)]
struct CallEvent {
    event: String,
    phone: String,
    follow_up_list: Option<String>,
}

async fn ringbolt_hook(State(st): State<Arc<AppState>>, headers: HeaderMap, body: Bytes) -> StatusCode {
    if !signature::verify_ringbolt(&headers, &body, &st.cfg.ringbolt_webhook_secret) {
        return StatusCode::UNAUTHORIZED;
    }
    let Ok(ev) = serde_json::from_slice::<CallEvent>(&body) else {
        return StatusCode::BAD_REQUEST;
    };
    if ev.event == "call.missed" {
        if let Some(list) = ev.follow_up_list.as_deref() {
            if let Err(e) = st.ringbolt.add_to_list(list, &ev.phone).await {
                tracing::warn!(error = %e, "could not queue follow-up");
                return StatusCode::SERVICE_UNAVAILABLE;
            }
        }
    }
    StatusCode::NO_CONTENT
}

async fn stripe_hook(State(st): State<Arc<AppState>>, headers: HeaderMap, body: Bytes) -> StatusCode {
    if !signature::verify_stripe(&headers, &body, &st.cfg.stripe_webhook_secret) {
        return StatusCode::BAD_REQUEST;
    }
    StatusCode::OK
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let cfg = Config::from_env();
    let state = Arc::new(AppState { ringbolt: Ringbolt::new(cfg.clone()), cfg });
    let app = Router::new()
        .route("/hooks/ringbolt", post(ringbolt_hook))
        .route("/hooks/stripe", post(stripe_hook))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
