#!/usr/bin/python
# -*- coding: utf-8 -*-
# Copyright: Northbeam Outdoor Sales Engineering
from __future__ import absolute_import, division, print_function

__metaclass__ = type

DOCUMENTATION = r"""
---
module: dialfield_contact_list
short_description: Manage Dialfield contact lists
description:
  - Create, rename or delete a contact list in Dialfield, and optionally seed it with numbers.
options:
  api_url:
    description: Base URL of the Dialfield public API.
    type: str
    default: https://api.dialfield.com/api/public/v1
  api_key:
    description: Shared organisation API key.
    type: str
    required: true
  acting_user:
    description: Email of the Dialfield user the calls are made as.
    type: str
    required: true
  name:
    description: List name (used as identity).
    type: str
    required: true
  phones:
    description: E.164 numbers that must be on the list.
    type: list
    elements: str
  state:
    type: str
    choices: [present, absent]
    default: present
author: Sales Engineering (@northbeam/sales-eng)
"""

EXAMPLES = r"""
- name: Webinar follow-up list
  dialfield_contact_list:
    api_key: "{{ vault_dialfield_api_key }}"
    acting_user: automation@northbeamoutdoor.com
    name: Webinar follow-up
    phones:
      - "+15035550142"
"""

RETURN = r"""
list:
  description: The contact list as returned by Dialfield.
  returned: when state is present
  type: dict
"""

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.dialfield import (
    dialfield_argument_spec,
    dialfield_request,
    fail_from_response,
)


def find_list(module, name):
    page = 1
    while True:
        status, body = dialfield_request(module, "GET", "/contact-lists?page=%d&per_page=100" % page)
        if status != 200:
            fail_from_response(module, status, body, "list contact lists")
        for item in body.get("items", []):
            if item["name"] == name:
                return item
        if not body.get("next_page"):
            return None
        page = body["next_page"]


def main():
    spec = dialfield_argument_spec()
    spec.update(
        name=dict(type="str", required=True),
        phones=dict(type="list", elements="str", default=None),
        state=dict(type="str", choices=["present", "absent"], default="present"),
    )
    module = AnsibleModule(argument_spec=spec, supports_check_mode=True)
    name = module.params["name"]
    existing = find_list(module, name)
    result = dict(changed=False)

    if module.params["state"] == "absent":
        if existing:
            result["changed"] = True
            if not module.check_mode:
                status, body = dialfield_request(module, "DELETE", "/contact-lists/%s" % existing["id"])
                if status not in (200, 204):
                    fail_from_response(module, status, body, "delete list %s" % name)
        module.exit_json(**result)

    if not existing:
        result["changed"] = True
        if module.check_mode:
            module.exit_json(**result)
        status, existing = dialfield_request(module, "POST", "/contact-lists", {"name": name})
        if status not in (200, 201):
            fail_from_response(module, status, existing, "create list %s" % name)

    phones = module.params["phones"] or []
    if phones:
        status, body = dialfield_request(
            module, "POST", "/contact-lists/%s/contacts" % existing["id"],
            {"contacts": [{"phone": p} for p in phones]},
        )
        if status != 200:
            fail_from_response(module, status, body, "add contacts to %s" % name)
        if body.get("added"):
            result["changed"] = True

    result["list"] = existing
    module.exit_json(**result)


if __name__ == "__main__":
    main()
