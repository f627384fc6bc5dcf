package ringlane

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

func resp(status int, body string) *http.Response {
	return &http.Response{StatusCode: status, Body: io.NopCloser(strings.NewReader(body))}
}

func TestDecodeError_404UserNotFound(t *testing.T) {
	err := decodeError(resp(404, `{"error":"user not found"}`))
	if !errors.Is(err, ErrSeatMissing) {
		t.Fatalf("want ErrSeatMissing, got %v", err)
	}
}

func TestDecodeError_404OtherIsHTTPError(t *testing.T) {
	err := decodeError(resp(404, `{"error":"contact list not found"}`))
	var he *HTTPError
	if !errors.As(err, &he) || he.Status != 404 {
		t.Fatalf("want HTTPError 404, got %v", err)
	}
}

func TestDecodeError_502IsRetryable(t *testing.T) {
	if !Retryable(decodeError(resp(502, ``))) {
		t.Fatal("502 should be retryable")
	}
}

func TestDecodeError_503Disabled(t *testing.T) {
	if !errors.Is(decodeError(resp(503, `{"error":"API disabled"}`)), ErrAPIDisabled) {
		t.Fatal("want ErrAPIDisabled")
	}
}
