use lead_router::dialstack::{DialstackClient, DialstackError};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

#[tokio::test]
async fn append_contact_hits_list_endpoint() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/api/public/v1/contact-lists/cl_42/contacts"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({"added": 1, "skipped": 0})))
        .expect(1)
        .mount(&server)
        .await;

    let c = DialstackClient::with_base(format!("{}/api/public/v1", server.uri()), "k".into(), "u".into());
    let r = c.append_contact("cl_42", "+14155550100", None).await.unwrap();
    assert_eq!(r.added, 1);
}

#[tokio::test]
async fn service_unavailable_maps_to_api_disabled() {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(503)).mount(&server).await;
    let c = DialstackClient::with_base(server.uri(), "k".into(), "u".into());
    let err = c.append_contact("x", "+1", None).await.unwrap_err();
    assert!(matches!(err, DialstackError::ApiDisabled));
}
