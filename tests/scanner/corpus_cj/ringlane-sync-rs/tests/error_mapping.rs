use ringlane_sync::error::{ErrorBody, RinglaneError};

fn body(msg: &str) -> Option<ErrorBody> {
    Some(serde_json::from_str(&format!(r#"{{"error":"{msg}","details":[]}}"#)).unwrap())
}

#[test]
fn maps_404_user_not_found() {
    assert!(matches!(RinglaneError::from_response(404, body("user not found")), RinglaneError::UserNotFound));
}

#[test]
fn maps_404_list_not_found() {
    assert!(matches!(RinglaneError::from_response(404, body("no such list")), RinglaneError::ListNotFound));
}

#[test]
fn returns_503_as_disabled() {
    assert!(matches!(RinglaneError::from_response(503, None), RinglaneError::Disabled));
}

#[test]
fn transient_errors() {
    assert!(RinglaneError::from_response(502, None).is_transient());
    assert!(!RinglaneError::from_response(401, None).is_transient());
}
