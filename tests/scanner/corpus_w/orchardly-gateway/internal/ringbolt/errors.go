package ringbolt

import (
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUserNotFound    = errors.New("ringbolt: acting user not found")
	ErrIdPUnavailable  = errors.New("ringbolt: identity provider unavailable")
	ErrAPIDisabled     = errors.New("ringbolt: public api disabled")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type StatusError struct {
	Status  int
	Message string
}

func (e *StatusError) Error() string { return fmt.Sprintf("ringbolt: %d %s", e.Status, e.Message) }

func classify(status int, body apiError) error {
	switch {
	case status == http.StatusNotFound && body.Error == "user not found":
		return ErrUserNotFound
	case status == http.StatusBadGateway:
		return ErrIdPUnavailable
	case status == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	default:
		return &StatusError{Status: status, Message: body.Error}
	}
}
