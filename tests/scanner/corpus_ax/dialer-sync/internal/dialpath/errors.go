package dialpath

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrBadKey           = errors.New("dialpath: api key rejected")
	ErrMissingUser      = errors.New("dialpath: acting user header missing")
	ErrUserNotFound     = errors.New("dialpath: acting user not found")
	ErrIdPUnavailable   = errors.New("dialpath: identity provider unreachable")
	ErrAPIDisabled      = errors.New("dialpath: public API disabled for this account")
	ErrListNotFound     = errors.New("dialpath: contact list not found")
	ErrRateLimited      = errors.New("dialpath: rate limited")
)

// apiErrorBody mirrors the JSON body Dialpath returns on failures.
type apiErrorBody struct {
	Error   string        `json:"error"`
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError is returned for statuses we don't map to a sentinel.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("dialpath: HTTP %d: %s", e.Status, e.Message)
}

// Temporary reports whether the caller may retry the request.
func Temporary(err error) bool {
	return errors.Is(err, ErrIdPUnavailable) || errors.Is(err, ErrRateLimited)
}

func decodeError(resp *http.Response) error {
	var body apiErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrBadKey
	case http.StatusBadRequest:
		if strings.Contains(body.Error, "x-user-email") {
			return ErrMissingUser
		}
	case http.StatusNotFound:
		if body.Error == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusTooManyRequests:
		return ErrRateLimited
	}

	msg := body.Error
	var parts []string
	for _, d := range body.Details {
		parts = append(parts, fmt.Sprintf("%s: %s", d.Path, d.Message))
	}
	if len(parts) > 0 {
		msg += " (" + strings.Join(parts, "; ") + ")"
	}
	return &APIError{Status: resp.StatusCode, Message: msg}
}
