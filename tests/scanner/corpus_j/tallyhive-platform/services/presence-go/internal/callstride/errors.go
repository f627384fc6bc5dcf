package callstride

import (
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUnauthorized = errors.New("callstride: api key rejected")
	ErrUserNotFound = errors.New("callstride: acting user not found")
	ErrIdPDown      = errors.New("callstride: identity provider unreachable")
	ErrAPIDisabled  = errors.New("callstride: public api disabled")
	ErrListNotFound = errors.New("callstride: contact list not found")
)

// apiError is the JSON error envelope returned by Callstride.
type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func mapError(status int, body *apiError) error {
	msg := ""
	if body != nil {
		msg = body.Error
	}
	switch {
	case status == http.StatusUnauthorized:
		return ErrUnauthorized
	case status == http.StatusNotFound && msg == "user not found":
		return ErrUserNotFound
	case status == http.StatusNotFound:
		return ErrListNotFound
	case status == http.StatusBadGateway:
		return ErrIdPDown
	case status == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	default:
		return fmt.Errorf("callstride: unexpected status %d: %s", status, msg)
	}
}
