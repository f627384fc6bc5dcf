package ringlane

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

func resp(code int, body string) *http.Response {
	return &http.Response{StatusCode: code, Body: io.NopCloser(strings.NewReader(body))}
}

func TestDecodeError_404UserNotFound(t *testing.T) {
	err := decodeError(resp(404, `{"error":"user not found"}`))
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("got %v", err)
	}
}

func TestDecodeError_502IsRetryable(t *testing.T) {
	if !Retryable(decodeError(resp(502, `{}`))) {
		t.Fatal("502 should be retryable")
	}
}

func TestDecodeError_Details(t *testing.T) {
	err := decodeError(resp(400, `{"error":"invalid","details":[{"path":"contacts[0].phone","message":"not E.164"}]}`))
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Details[0].Path != "contacts[0].phone" {
		t.Fatalf("got %v", err)
	}
}
