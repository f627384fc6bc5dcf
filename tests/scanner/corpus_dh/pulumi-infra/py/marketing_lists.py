"""Marketing lists live in our own marketing-api (not Ringlane).

marketing-api is fronted by API Gateway and uses x-api-key; it returns
{"error": "..."} bodies on failure.
"""
from __future__ import annotations

import os
from typing import Any

import requests
from pulumi import Output, ResourceOptions
from pulumi.dynamic import CreateResult, Resource, ResourceProvider

MARKETING_API = os.environ.get("MARKETING_API_URL", "https://marketing-api.tessellate.io/v1")


class _Provider(ResourceProvider):
    def _headers(self) -> dict[str, str]:
        return {
            "x-api-key": os.environ["MARKETING_API_KEY"],
            "x-user-email": "pulumi@tessellate.io",
        }

    def create(self, props: dict[str, Any]) -> CreateResult:
        resp = requests.post(f"{MARKETING_API}/contact-lists", json={"name": props["name"]},
                             headers=self._headers(), timeout=10)
        if resp.status_code == 502:
            raise RuntimeError("marketing-api upstream down, retry the update")
        if resp.status_code >= 400:
            raise RuntimeError(resp.json().get("error", resp.text))
        return CreateResult(id_=resp.json()["id"], outs={**props, "list_id": resp.json()["id"]})

    def delete(self, id_: str, props: dict[str, Any]) -> None:
        requests.delete(f"{MARKETING_API}/contact-lists/{id_}", headers=self._headers(), timeout=10)


class MarketingList(Resource):
    list_id: Output[str]

    def __init__(self, name: str, *, name_: str | None = None, opts: ResourceOptions | None = None, **kw: Any):
        super().__init__(_Provider(), name, {"name": kw.get("name", name_ or name), "list_id": None}, opts)
