package callharbor

import "testing"

func TestAPIError_TemporaryOn502(t *testing.T) {
	if !(&APIError{Status: 502}).Temporary() {
		t.Fatal("502 should be temporary")
	}
}

func TestAPIError_NotTemporaryOn400(t *testing.T) {
	if (&APIError{Status: 400}).Temporary() {
		t.Fatal("400 should not be temporary")
	}
}

func TestAPIError_DisabledOn503(t *testing.T) {
	if !(&APIError{Status: 503}).APIDisabled() {
		t.Fatal("expected APIDisabled")
	}
}

func TestAPIError_MessageIncludesDetails(t *testing.T) {
	e := &APIError{Status: 400, Message: "validation failed", Details: []ErrorDetail{{Path: "contacts[0].phone", Message: "invalid"}}}
	if got := e.Error(); got != "callharbor: 400 validation failed; contacts[0].phone: invalid" {
		t.Fatalf("got %q", got)
	}
}
