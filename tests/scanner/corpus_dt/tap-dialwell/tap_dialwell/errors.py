from __future__ import annotations

from dataclasses import dataclass, field

import requests


@dataclass
class DialwellError:
    message: str
    details: list[str] = field(default_factory=list)


def parse_error(response: requests.Response) -> DialwellError:
    try:
        body = response.json()
    except ValueError:
        return DialwellError(message=response.text[:200])
    return DialwellError(
        message=body.get("error", ""),
        details=[f"{d.get('path')}: {d.get('message')}" for d in body.get("details") or []],
    )
