"""What says a file with no URL of its own is about the service: its folders and the
namespace it declares name the service's brand (learned from another file of the scan).
What says it is not: its own folder names another vendor of the scan."""

from __future__ import annotations

from scanner_samples import WriteTree, found_in

CLIENT = (
    "package dialwise\n"
    'const base = "https://api.dialwise.com/api/public/v1"\n'
    'func (c *Client) Me() error { return c.get(base + "/me") }\n'
)
CONFIG = (
    'dialwise:\n  base_url: "https://api.dialwise.com/api/public/v1"\n'
    'mailer:\n  base_url: "https://api.postpigeon.com/v1"\n'
)


def test_a_brand_folder_two_levels_up_names_the_file(write_tree: WriteTree) -> None:
    """`src/Dialwise/Exception/ApiError.php` is the service's error type, though neither the
    file's name nor its own folder says so."""
    root = write_tree(
        {
            "ops/src/Dialwise/Http/Client.php": (
                "<?php\nconst DIALWISE_BASE = 'https://api.dialwise.com/api/public/v1';\n"
            ),
            "ops/src/Dialwise/Exception/ApiError.php": (
                "<?php\n"
                "final class ApiError extends \\RuntimeException {\n"
                "    public function isApiDisabled(): bool { return $this->status === 503; }\n"
                "}\n"
            ),
            # the repository's own name says nothing: it holds other code too
            "dialwise-tools/lib/retry/policy.php": (
                "<?php\nfunction disabled(int $status): bool { return $status === 503; }\n"
            ),
        }
    )
    found = found_in(root)
    assert ("ops/src/Dialwise/Exception/ApiError.php", 3, "v1-status-handling") in found
    assert ("dialwise-tools/lib/retry/policy.php", 2, "v1-status-handling") not in found


def test_a_file_declared_in_the_brand_s_namespace_is_the_service_s(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "plugin/src/client.cpp": (
                '#include <string>\nconst std::string kBase = "https://api.dialwise.com/api/public/v1";\n'
            ),
            "plugin/src/errors.cpp": (
                "namespace dialwise {\n"
                "bool isRetryable(long status) {\n"
                "    return status == 429 || status == 502;\n"
                "}\n"
                "}\n"
            ),
            "plugin/src/other_errors.cpp": (
                "namespace telemetry {\n"
                "bool isRetryable(long status) {\n"
                "    return status == 429 || status == 502;\n"
                "}\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("plugin/src/errors.cpp", 3, "v1-status-handling") in found
    assert ("plugin/src/other_errors.cpp", 3, "v1-status-handling") not in found


def test_a_file_in_another_vendor_s_folder_is_that_vendor_s(write_tree: WriteTree) -> None:
    """A Go package for an email provider shares its type names (`Client`) with the
    service's client package; its flat error reads are the provider's."""
    error_type = (
        "type errorBody struct {\n"
        '\tError string `json:"error"`\n'
        "}\n"
        'func (c *Client) fail(e *errorBody) error { return fmt.Errorf("failed: %s", e.Error) }\n'
    )
    root = write_tree(
        {
            "worker/config.yaml": CONFIG,
            "worker/internal/dialwise/client.go": CLIENT,
            "worker/internal/dialwise/errors.go": "package dialwise\n" + error_type,
            "worker/internal/postpigeon/client.go": (
                "package postpigeon\n"
                + error_type
                + 'func (c *Client) Subscribe() { c.r.Post("/contact-lists/{list}/members") }\n'
            ),
        }
    )
    found = found_in(root)
    assert ("worker/internal/dialwise/errors.go", 5, "v1-error-shape") in found
    assert not any(path.startswith("worker/internal/postpigeon/") for path, _, _ in found)


def test_a_key_in_a_file_named_after_the_brand_is_the_service_s(write_tree: WriteTree) -> None:
    """A Salesforce custom metadata record names the brand only in its file name."""
    record = (
        '<CustomMetadata xmlns="http://soap.sforce.com/2006/04/metadata">\n'
        "    <values>\n"
        "        <field>Api_Key__c</field>\n"
        '        <value xsi:type="xsd:string">dw_7fQm2LxR9vTe4KpB8nZs1HcY</value>\n'
        "    </values>\n"
        "</CustomMetadata>\n"
    )
    root = write_tree(
        {
            "sfdc/classes/DialwiseClient.cls": (
                "public class DialwiseClient {\n"
                "    static final String BASE = 'https://api.dialwise.com/api/public/v1';\n"
                "}\n"
            ),
            "sfdc/customMetadata/Dialwise_Setting.Default.md-meta.xml": record,
            "sfdc/customMetadata/Maps_Setting.Default.md-meta.xml": record,
        }
    )
    found = found_in(root)
    assert (
        "sfdc/customMetadata/Dialwise_Setting.Default.md-meta.xml",
        4,
        "hardcoded-api-key",
    ) in found
    assert not any(path.endswith("Maps_Setting.Default.md-meta.xml") for path, _, _ in found)


COLLECTION = """{
  "info": {"name": "Dialwise (ops)"},
  "variable": [{"key": "baseUrl", "value": "https://api.dialwise.com/api/public/v1"}],
  "item": [
    {
      "name": "List contact lists",
      "request": {"method": "GET", "url": {"raw": "{{baseUrl}}/contact-lists"}}
    },
    {
      "name": "Get a contact list",
      "request": {"method": "GET", "url": {"raw": "{{baseUrl}}/contact-lists/{{listId}}"}}
    },
    {
      "name": "Postpigeon lists",
      "request": {
        "method": "GET",
        "url": {"raw": "https://api.postpigeon.com/v1/contact-lists"}
      }
    },
    {
      "name": "Postpigeon list members",
      "request": {
        "method": "GET",
        "header": [{"key": "Authorization", "value": "Bearer {{POSTPIGEON_KEY}}"}],
        "url": {"raw": "{{postpigeonUrl}}/contact-lists/{{id}}/members"}
      }
    }
  ]
}
"""


def test_a_vendor_named_in_one_record_says_nothing_of_its_siblings(
    write_tree: WriteTree,
) -> None:
    """A Postman collection's request to the service is the service's, though another
    request of the collection names another vendor; that request's own paths are the
    vendor's."""
    root = write_tree({"ops/postman/Dialwise.postman_collection.json": COLLECTION})
    found = {line for path, line, category in found_in(root) if category == "v1-endpoint"}
    assert found == {7, 11}
