package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/brindlefreight/dialer-sync/internal/ringlane/gen"
)

var (
	ErrUserNotFound   = errors.New("ringlane: acting user not found")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unavailable")
	ErrAPIDisabled    = errors.New("ringlane: public API disabled for tenant")
	ErrListNotFound   = errors.New("ringlane: contact list not found")
	ErrUnauthorized   = errors.New("ringlane: api key rejected")
)

// APIError carries whatever Ringlane told us about a failed call.
type APIError struct {
	StatusCode int
	Message    string
	Fields     []string
	sentinel   error
}

func (e *APIError) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("ringlane %d: %s (%s)", e.StatusCode, e.Message, strings.Join(e.Fields, "; "))
	}
	return fmt.Sprintf("ringlane %d: %s", e.StatusCode, e.Message)
}

func (e *APIError) Unwrap() error { return e.sentinel }

// Temporary reports whether the caller should retry later.
func (e *APIError) Temporary() bool {
	return errors.Is(e.sentinel, ErrIdPUnavailable) || e.StatusCode == http.StatusTooManyRequests
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 32<<10))
	var body gen.Error
	if err := json.Unmarshal(raw, &body); err != nil {
		return &APIError{StatusCode: resp.StatusCode, Message: strings.TrimSpace(string(raw))}
	}

	apiErr := &APIError{StatusCode: resp.StatusCode, Message: body.Error}
	if body.Details != nil {
		for _, d := range *body.Details {
			if d.Path != nil && d.Message != nil {
				apiErr.Fields = append(apiErr.Fields, *d.Path+": "+*d.Message)
			}
		}
	}

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		apiErr.sentinel = ErrUnauthorized
	case http.StatusNotFound:
		if strings.EqualFold(body.Error, "user not found") {
			apiErr.sentinel = ErrUserNotFound
		} else {
			apiErr.sentinel = ErrListNotFound
		}
	case http.StatusBadGateway:
		apiErr.sentinel = ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		apiErr.sentinel = ErrAPIDisabled
	}
	return apiErr
}
