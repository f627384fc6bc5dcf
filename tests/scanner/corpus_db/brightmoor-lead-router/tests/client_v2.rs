use std::time::Duration;

use lead_router::dialcraft::{client::NewLead, DialcraftClient, DialcraftError};
use serde_json::json;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

#[tokio::test]
async fn create_lead_uses_bearer_v2() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/api/public/v2/leads"))
        .and(header("authorization", "Bearer test-token"))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({"id": "ld_1", "status": "queued"})))
        .mount(&server)
        .await;
    let c = DialcraftClient::new(&format!("{}/api/public/v2", server.uri()), "test-token", Duration::from_secs(2)).unwrap();
    let lead = c.create_lead(&NewLead { phone: "+15550100", name: "Ana", source: "web", owner_id: None }).await.unwrap();
    assert_eq!(lead.id, "ld_1");
}

#[tokio::test]
async fn returns_owner_not_found_on_404_code() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(404).set_body_json(json!({
            "error": {"code": "owner_not_found", "message": "No user with that id", "request_id": "req_1"}
        })))
        .mount(&server)
        .await;
    let c = DialcraftClient::new(&format!("{}/api/public/v2", server.uri()), "test-token", Duration::from_secs(2)).unwrap();
    let err = c.create_lead(&NewLead { phone: "+1", name: "x", source: "web", owner_id: Some("u_9") }).await.unwrap_err();
    assert!(matches!(err, DialcraftError::OwnerNotFound));
}

#[tokio::test]
async fn status_503_is_retryable() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503).set_body_json(json!({"error": {"code": "unavailable", "message": "try later"}})))
        .mount(&server)
        .await;
    let c = DialcraftClient::new(&format!("{}/api/public/v2", server.uri()), "test-token", Duration::from_secs(2)).unwrap();
    let err = c.create_lead(&NewLead { phone: "+1", name: "x", source: "web", owner_id: None }).await.unwrap_err();
    assert!(err.retryable());
}
