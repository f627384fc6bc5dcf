package cadenza

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

func resp(status int) *http.Response {
	return &http.Response{StatusCode: status, Body: io.NopCloser(strings.NewReader("{}"))}
}

func TestDecodeError_502IsTransient(t *testing.T) {
	err := decodeError(resp(http.StatusBadGateway))
	if !IsTransient(err) {
		t.Fatalf("expected transient error, got %v", err)
	}
}

func TestDecodeError_503NotRetried(t *testing.T) {
	err := decodeError(resp(http.StatusServiceUnavailable))
	if IsTransient(err) {
		t.Fatalf("503 must not be retried, got %v", err)
	}
}

func TestDecodeError_404DefaultsToListNotFound(t *testing.T) {
	if err := decodeError(resp(http.StatusNotFound)); !errors.Is(err, ErrListNotFound) {
		t.Fatalf("got %v", err)
	}
}
