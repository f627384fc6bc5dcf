package ringlane

import (
	"errors"
	"net/http"
	"testing"
)

func TestClassify_502IsTransient(t *testing.T) {
	reason, degraded := classify(&StatusError{Status: http.StatusBadGateway})
	if reason != "idp_unreachable" || !degraded {
		t.Fatalf("got %q %v", reason, degraded)
	}
}

func TestClassify_503ApiDisabled(t *testing.T) {
	reason, _ := classify(&StatusError{Status: http.StatusServiceUnavailable})
	if reason != "api_disabled" {
		t.Fatalf("got %q", reason)
	}
}

func TestClassify_404WithoutBodyIsGeneric(t *testing.T) {
	se := decodeError(http.StatusNotFound, nil)
	if reason, _ := classify(se); reason != "http_error" {
		t.Fatalf("got %q", reason)
	}
}

func TestClassify_NetworkError(t *testing.T) {
	if reason, degraded := classify(errors.New("dial tcp: timeout")); reason != "network" || !degraded {
		t.Fatalf("got %q %v", reason, degraded)
	}
}
