"""Pulumi dynamic provider managing a Ringlane contact list."""
from __future__ import annotations

import time
from typing import Any

import requests
from pulumi import Input, Output, ResourceOptions
from pulumi.dynamic import CreateResult, ReadResult, Resource, ResourceProvider, UpdateResult

RETRYABLE = (429, 502)


class RinglaneApiError(RuntimeError):
    def __init__(self, status: int, payload: dict[str, Any] | None):
        self.status = status
        self.payload = payload or {}
        self.message = self.payload.get("error") or f"HTTP {status}"
        super().__init__(self.message)


def _session(api_key: str, acting_user_id: str) -> requests.Session:
    s = requests.Session()
    s.headers["X-API-Key"] = api_key
    s.headers["X-User-Id"] = acting_user_id
    s.headers["Accept"] = "application/json"
    return s


def _request(props: dict[str, Any], method: str, path: str, **kw: Any) -> requests.Response:
    s = _session(props["api_key"], props["acting_user_id"])
    url = props["base_url"].rstrip("/") + path
    for attempt in range(5):
        resp = s.request(method, url, timeout=20, **kw)
        if resp.status_code in RETRYABLE and attempt < 4:
            time.sleep(min(2 ** attempt, 10))
            continue
        if resp.status_code == 503:
            raise RinglaneApiError(503, {"error": "public API disabled by the Ringlane admin"})
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                payload = None
            raise RinglaneApiError(resp.status_code, payload)
        return resp
    raise RuntimeError("retries exhausted")


class _Provider(ResourceProvider):
    def create(self, props: dict[str, Any]) -> CreateResult:
        resp = _request(props, "POST", "/contact-lists", json={"name": props["name"]})
        list_id = str(resp.json()["id"])
        return CreateResult(id_=list_id, outs={**props, "list_id": list_id})

    def read(self, id_: str, props: dict[str, Any]) -> ReadResult:
        try:
            body = _request(props, "GET", f"/contact-lists/{id_}").json()
        except RinglaneApiError as exc:
            if exc.status == 404 and exc.message == "contact list not found":
                return ReadResult(id_=None, outs={})
            raise
        return ReadResult(id_=id_, outs={**props, "name": body["name"]})

    def update(self, id_: str, olds: dict[str, Any], news: dict[str, Any]) -> UpdateResult:
        _request(news, "PATCH", f"/contact-lists/{id_}", json={"name": news["name"]})
        return UpdateResult(outs={**news, "list_id": id_})

    def delete(self, id_: str, props: dict[str, Any]) -> None:
        try:
            _request(props, "DELETE", f"/contact-lists/{id_}/")
        except RinglaneApiError as exc:
            if exc.status != 404:
                raise
            for d in exc.payload.get("details", []):
                print(f"ringlane: {d.get('path')}: {d.get('message')}")


class RinglaneContactList(Resource):
    list_id: Output[str]

    def __init__(self, name: str, *, base_url: Input[str], api_key: Input[str],
                 acting_user_id: Input[str], name_: str | None = None, opts: ResourceOptions | None = None,
                 **kwargs: Any):
        props = {"base_url": base_url, "api_key": api_key, "acting_user_id": acting_user_id,
                 "name": kwargs.get("name", name_ or name), "list_id": None}
        super().__init__(_Provider(), name, props, opts)
