package phonelark

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

func TestDecodeError_UserNotFound(t *testing.T) {
	err := decodeError(resp(404, `{"error":"User not found"}`))
	if !errors.Is(err, ErrUnknownUser) {
		t.Fatalf("got %v", err)
	}
}

func TestDecodeError_502IsIdP(t *testing.T) {
	if err := decodeError(resp(502, `{"error":"bad gateway"}`)); !errors.Is(err, ErrIdPDown) {
		t.Fatalf("got %v", err)
	}
}

func TestDecodeError_ValidationDetails(t *testing.T) {
	err := decodeError(resp(400, `{"error":"invalid","details":[{"path":"contacts[0].phone","message":"not E.164"}]}`))
	if !strings.Contains(err.Error(), "not E.164") {
		t.Fatalf("details missing: %v", err)
	}
}
