// Tests for the status-api response parsing helpers (our own API, RFC 7807 bodies).
use serde_json::Value;

fn problem_title(raw: &str) -> Option<String> {
    let v: Value = serde_json::from_str(raw).ok()?;
    v.get("title").and_then(|t| t.as_str()).map(str::to_owned)
}

#[test]
fn returns_503_title_when_status_api_in_maintenance() {
    let raw = r#"{"type":"about:blank","title":"Service Unavailable","status":503}"#;
    assert_eq!(problem_title(raw).as_deref(), Some("Service Unavailable"));
}

#[test]
fn handles_404_user_not_found_test_name_only() {
    let raw = r#"{"type":"about:blank","title":"Not Found","status":404}"#;
    assert_eq!(problem_title(raw).as_deref(), Some("Not Found"));
}
