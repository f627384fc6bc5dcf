use std::env;

#[derive(Clone, Debug)]
pub struct Config {
    pub ringbolt_base: String,
    pub ringbolt_key: String,
    pub ringbolt_actor: String,
    pub ringbolt_webhook_secret: String,
    pub stripe_webhook_secret: String,
}

impl Config {
    pub fn from_env() -> Self {
        Self {
            ringbolt_base: env::var("RINGBOLT_API_BASE")
                .unwrap_or_else(|_| "https://api.ringbolt.io/api/public/v1".to_string()),
            ringbolt_key: env::var("RINGBOLT_API_KEY").expect("RINGBOLT_API_KEY"),
            ringbolt_actor: env::var("RINGBOLT_ACTOR_ID").unwrap_or_default(),
            ringbolt_webhook_secret: env::var("RINGBOLT_WEBHOOK_SECRET").unwrap_or_default(),
            stripe_webhook_secret: env::var("STRIPE_WEBHOOK_SECRET").unwrap_or_default(),
        }
    }
}
