"""A generated codebase that looks like the ones people migrate: several languages, v1
calls spread over many modules, and the same v1 line repeated inside one file (a retry that
repeats the request, one header dict per call). Tests build it in a temporary folder; the
tmux script builds it with `python tests/tui/realistic_tree.py DEST`.

`modules` sets how many copies of each language's client are written (each yields a few
dozen findings); `filler` adds files with no v1 habit at all, for trees that must be big
without being noisy.
"""

from __future__ import annotations

import sys
from pathlib import Path

PYTHON = '''"""Calls client for the {team} team."""

import os
import time

import requests

BASE_URL = "https://calls.example.com/api/public/v1"
API_KEY = os.environ["CALLS_API_KEY"]


def create_list(owner_email, name, contacts):
    for attempt in range(3):
        response = requests.post(
            f"{{BASE_URL}}/contact-lists",
            json={{"name": name, "contacts": contacts}},
            headers={{"x-api-key": API_KEY, "x-user-email": owner_email}},
        )
        if response.status_code != 502:
            return response.json()
        time.sleep(2**attempt)
    response = requests.post(
        f"{{BASE_URL}}/contact-lists",
        json={{"name": name, "contacts": contacts}},
        headers={{"x-api-key": API_KEY, "x-user-email": owner_email}},
    )
    return response.json()


def rename_list(owner_email, list_id, name):
    response = requests.patch(
        f"{{BASE_URL}}/contact-lists/{{list_id}}",
        json={{"name": name}},
        headers={{"x-api-key": API_KEY, "x-user-email": owner_email}},
    )
    return response.json()
'''

JAVASCRIPT = """// Browser helper of the {team} team.
const BASE = "https://calls.example.com/api/public/v1";

export async function removeFromList(listId, phone, userId) {{
  const res = await fetch(`${{BASE}}/contact-lists/${{listId}}/contacts?phone=${{phone}}`, {{
    method: "DELETE",
    headers: {{ "x-api-key": window.CALLS_KEY, "x-user-id": userId }},
  }});
  if (res.status === 502) {{
    return fetch(`${{BASE}}/contact-lists/${{listId}}/contacts?phone=${{phone}}`, {{
      method: "DELETE",
      headers: {{ "x-api-key": window.CALLS_KEY, "x-user-id": userId }},
    }});
  }}
  return res.json();
}}
"""

GO = """package {team}

import (
\t"net/http"
\t"strings"
)

const baseURL = "https://calls.example.com/api/public/v1"

func CreateList(client *http.Client, key, email, body string) (*http.Response, error) {{
\treq, _ := http.NewRequest("POST", baseURL+"/contact-lists", strings.NewReader(body))
\treq.Header.Set("x-api-key", key)
\treq.Header.Set("x-user-email", email)
\tresp, err := client.Do(req)
\tif err != nil {{
\t\treq, _ = http.NewRequest("POST", baseURL+"/contact-lists", strings.NewReader(body))
\t\treq.Header.Set("x-api-key", key)
\t\treq.Header.Set("x-user-email", email)
\t\treturn client.Do(req)
\t}}
\treturn resp, err
}}
"""

SHELL = """#!/bin/sh
# Nightly list refresh for the {team} team.
curl -X PATCH "https://calls.example.com/api/public/v1/contact-lists/$LIST_ID" \\
  -H "x-api-key: $CALLS_API_KEY" -H "x-user-email: ops@example.com" \\
  -d '{{"name": "nightly"}}'
curl -X PATCH "https://calls.example.com/api/public/v1/contact-lists/$LIST_ID" \\
  -H "x-api-key: $CALLS_API_KEY" -H "x-user-email: ops@example.com" \\
  -d '{{"name": "nightly"}}'
"""

FILLER = '''"""Module {index}: nothing here talks to the calling service."""


def total_{index}(values):
    return sum(v * {index} for v in values)
'''

TEAMS = ("sales", "support", "billing", "growth", "ops", "partners", "emea", "apac")
LANGUAGES = (("py", PYTHON), ("js", JAVASCRIPT), ("go", GO), ("sh", SHELL))


def build_tree(root: Path, *, modules: int = 12, filler: int = 0) -> Path:
    """Write the tree under `root` (created) and return it."""
    for index in range(modules):
        team = TEAMS[index % len(TEAMS)]
        folder = root / "services" / f"{team}{index}"
        folder.mkdir(parents=True, exist_ok=True)
        for suffix, template in LANGUAGES:
            (folder / f"calls_client.{suffix}").write_text(
                template.format(team=team), encoding="utf-8"
            )
    for index in range(filler):
        folder = root / "lib" / f"pkg{index // 500}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"util_{index}.py").write_text(FILLER.format(index=index), encoding="utf-8")
    return root


if __name__ == "__main__":
    build_tree(Path(sys.argv[1]), modules=int(sys.argv[2]) if len(sys.argv) > 2 else 12)
