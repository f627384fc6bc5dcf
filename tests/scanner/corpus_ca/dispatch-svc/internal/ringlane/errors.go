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
	ErrUserNotFound = errors.New("ringlane: acting user not found")
	ErrAPIDisabled  = errors.New("ringlane: public API disabled")
	ErrListNotFound = errors.New("ringlane: contact list not found")
)

type FieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// errorBody is what Ringlane returns on any 4xx/5xx.
type errorBody struct {
	Error   string       `json:"error"`
	Details []FieldError `json:"details"`
}

type APIError struct {
	Status  int
	Message string
	Details []FieldError
}

func (e *APIError) Error() string {
	if len(e.Details) > 0 {
		d := e.Details[0]
		return fmt.Sprintf("ringlane %d: %s (%s: %s)", e.Status, e.Message, d.Path, d.Message)
	}
	return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
}

// TransientError wraps failures worth retrying at the job level.
type TransientError struct{ *APIError }

func (e *TransientError) Unwrap() error { return e.APIError }

func decodeError(resp *http.Response) error {
	var eb errorBody
	_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&eb)
	apiErr := &APIError{Status: resp.StatusCode, Message: eb.Error, Details: eb.Details}

	switch resp.StatusCode {
	case http.StatusNotFound:
		if strings.EqualFold(eb.Error, "user not found") {
			return fmt.Errorf("%w: %v", ErrUserNotFound, apiErr)
		}
		return fmt.Errorf("%w: %v", ErrListNotFound, apiErr)
	case http.StatusServiceUnavailable:
		return fmt.Errorf("%w: %v", ErrAPIDisabled, apiErr)
	case http.StatusBadGateway:
		return &TransientError{apiErr}
	}
	return apiErr
}
