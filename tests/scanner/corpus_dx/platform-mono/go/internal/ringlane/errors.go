package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound  = errors.New("ringlane: acting user not found")
	ErrListNotFound  = errors.New("ringlane: contact list not found")
	ErrIdPDown       = errors.New("ringlane: identity provider unreachable")
	ErrAPIDisabled   = errors.New("ringlane: public API disabled for tenant")
	ErrRateLimited   = errors.New("ringlane: rate limited")
)

// APIError mirrors the JSON error payload returned by Ringlane.
type APIError struct {
	Status  int           `json:"-"`
	Message string        `json:"error"`
	Details []FieldDetail `json:"details,omitempty"`
}

type FieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		parts := make([]string, 0, len(e.Details))
		for _, d := range e.Details {
			parts = append(parts, d.Path+": "+d.Message)
		}
		return fmt.Sprintf("ringlane %d: %s (%s)", e.Status, e.Message, strings.Join(parts, "; "))
	}
	return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	apiErr := &APIError{Status: resp.StatusCode}
	_ = json.Unmarshal(raw, apiErr)

	switch resp.StatusCode {
	case http.StatusNotFound:
		if strings.Contains(strings.ToLower(apiErr.Message), "user not found") {
			return fmt.Errorf("%w: %v", ErrUserNotFound, apiErr)
		}
		return fmt.Errorf("%w: %v", ErrListNotFound, apiErr)
	case http.StatusBadGateway:
		return fmt.Errorf("%w: %v", ErrIdPDown, apiErr)
	case http.StatusServiceUnavailable:
		return fmt.Errorf("%w: %v", ErrAPIDisabled, apiErr)
	case http.StatusTooManyRequests:
		return fmt.Errorf("%w: %v", ErrRateLimited, apiErr)
	}
	return apiErr
}

// Retryable reports whether dialctl should retry the call.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdPDown) || errors.Is(err, ErrRateLimited)
}
