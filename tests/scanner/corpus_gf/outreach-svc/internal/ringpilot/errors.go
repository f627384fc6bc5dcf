package ringpilot

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized   = errors.New("ringpilot: api key rejected")
	ErrUserNotFound   = errors.New("ringpilot: acting user not found")
	ErrListNotFound   = errors.New("ringpilot: contact list not found")
	ErrAPIDisabled    = errors.New("ringpilot: public API disabled for this workspace")
	ErrIdPUnavailable = errors.New("ringpilot: identity provider unreachable")
	ErrRateLimited    = errors.New("ringpilot: rate limited")
)

// apiError is the JSON body RingPilot sends with non-2xx responses.
type apiError struct {
	Message string        `json:"error"`
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// Error is returned for failures that do not map to a sentinel.
type Error struct {
	Status  int
	Message string
	Details []errorDetail
}

func (e *Error) Error() string {
	if len(e.Details) == 0 {
		return fmt.Sprintf("ringpilot: %d %s", e.Status, e.Message)
	}
	parts := make([]string, 0, len(e.Details))
	for _, d := range e.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	return fmt.Sprintf("ringpilot: %d %s (%s)", e.Status, e.Message, strings.Join(parts, "; "))
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var body apiError
	_ = json.Unmarshal(raw, &body)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		if strings.EqualFold(body.Message, "user not found") {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return fmt.Errorf("%w: %s", ErrIdPUnavailable, body.Message)
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusTooManyRequests:
		return ErrRateLimited
	}
	return &Error{Status: resp.StatusCode, Message: body.Message, Details: body.Details}
}
