package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized   = errors.New("ringlane: invalid api key")
	ErrUserNotFound   = errors.New("ringlane: acting user not found")
	ErrListNotFound   = errors.New("ringlane: contact list not found")
	ErrAPIDisabled    = errors.New("ringlane: public api disabled for workspace")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable")
	ErrRateLimited    = errors.New("ringlane: rate limited")
)

type FieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// APIError is the body Ringlane returns on any non-2xx.
type APIError struct {
	StatusCode int          `json:"-"`
	Message    string       `json:"error"`
	Details    []FieldError `json:"details,omitempty"`
}

func (e *APIError) Error() string {
	if len(e.Details) == 0 {
		return fmt.Sprintf("ringlane %d: %s", e.StatusCode, e.Message)
	}
	parts := make([]string, 0, len(e.Details))
	for _, d := range e.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	return fmt.Sprintf("ringlane %d: %s (%s)", e.StatusCode, e.Message, strings.Join(parts, "; "))
}

func (e *APIError) Unwrap() error {
	switch e.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		if strings.EqualFold(e.Message, "user not found") {
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
	return nil
}

func decodeError(resp *http.Response) error {
	apiErr := &APIError{StatusCode: resp.StatusCode}
	if err := json.NewDecoder(resp.Body).Decode(apiErr); err != nil || apiErr.Message == "" {
		apiErr.Message = http.StatusText(resp.StatusCode)
	}
	return apiErr
}

// IsTransient reports whether the job runner should try again later.
func IsTransient(err error) bool {
	return errors.Is(err, ErrIdPUnavailable) || errors.Is(err, ErrRateLimited)
}
