package cadenza

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrBadKey         = errors.New("cadenza: api key rejected")
	ErrUserNotFound   = errors.New("cadenza: acting user not found")
	ErrListNotFound   = errors.New("cadenza: contact list not found")
	ErrIdPUnavailable = errors.New("cadenza: identity provider unreachable")
	ErrAPIDisabled    = errors.New("cadenza: public API disabled")
	ErrRateLimited    = errors.New("cadenza: rate limited")
)

// legacyError is the body Cadenza returns on any non-2xx.
type legacyError struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type APIError struct {
	Status int
	Msg    string
}

func (e *APIError) Error() string { return fmt.Sprintf("cadenza: %d: %s", e.Status, e.Msg) }

func IsTransient(err error) bool {
	return errors.Is(err, ErrIdPUnavailable) || errors.Is(err, ErrRateLimited)
}

func decodeError(resp *http.Response) error {
	var body legacyError
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrBadKey
	case http.StatusNotFound:
		if body.Message == "user not found" {
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

	msg := body.Message
	if len(body.Details) > 0 {
		parts := make([]string, 0, len(body.Details))
		for _, d := range body.Details {
			parts = append(parts, d.Path+": "+d.Message)
		}
		msg += " (" + strings.Join(parts, "; ") + ")"
	}
	return &APIError{Status: resp.StatusCode, Msg: msg}
}
