from __future__ import annotations

import httpx

from .config import CliConfig


class ApiError(Exception):
    def __init__(self, status: int, message: str, hint: str | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.hint = hint


def legacy_client(cfg: CliConfig) -> httpx.Client:
    headers = {"Authorization": f"Bearer {cfg.api_key}"}
    if "@" in cfg.acting_user:
        headers["X-USER-EMAIL"] = cfg.acting_user
    else:
        headers["X-USER-ID"] = cfg.acting_user
    return httpx.Client(base_url=cfg.base_url(), headers=headers, timeout=cfg.timeout)


def v2_client(cfg: CliConfig) -> httpx.Client:
    return httpx.Client(
        base_url=cfg.base_url(v2=True),
        headers={"Authorization": f"Bearer {cfg.v2_key}"},
        timeout=cfg.timeout,
    )


def raise_for_legacy(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    try:
        msg = resp.json().get("error", resp.text)
    except ValueError:
        msg = resp.text
    match resp.status_code:
        case 401:
            raise ApiError(401, msg, "check NESTCTL_API_KEY")
        case 400:
            raise ApiError(400, msg, "set NESTCTL_ACTING_USER")
        case 404 if "user" in msg.lower():
            raise ApiError(404, msg, "acting user is not in CallNest's directory")
        case 502:
            raise ApiError(502, msg, "CallNest identity provider unreachable, try again")
        case 503:
            raise ApiError(503, msg, "public API is disabled for this account")
        case _:
            raise ApiError(resp.status_code, msg)


def raise_for_v2(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    err = resp.json().get("error", {})
    raise ApiError(resp.status_code, err.get("message", resp.text), err.get("code"))
