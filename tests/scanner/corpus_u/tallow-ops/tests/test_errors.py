from vox_bridge.errors import VoxError


def test_502_is_retryable():
    assert VoxError(502, {"error": "idp unreachable"}).retryable


def test_404_user_not_found_flag():
    e = VoxError(404, {"error": "User not found"})
    assert e.unknown_user


def test_503_not_retryable():
    assert not VoxError(503, {"error": "disabled"}).retryable
