from app.callnest.errors import CallNestDisabled, CallNestUserNotFound, describe, parse_error


def test_parse_user_not_found():
    err = parse_error(404, {"error": "user not found"})
    assert isinstance(err, CallNestUserNotFound)


def test_parse_disabled():
    assert isinstance(parse_error(503, {"error": "API disabled on the server"}), CallNestDisabled)


def test_describe_includes_detail_paths():
    err = parse_error(400, {"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]})
    assert describe(err) == "validation failed; contacts[0].phone: invalid"


def test_parse_plain_text_body():
    err = parse_error(500, "upstream exploded")
    assert err.message == "upstream exploded"
