package dialwave

import (
	"errors"
	"fmt"
)

var (
	ErrUserNotFound = errors.New("dialwave: acting user not found")
	ErrAPIDisabled  = errors.New("dialwave: public API disabled")
	ErrListNotFound = errors.New("dialwave: contact list not found")
)

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// apiError mirrors the JSON body Dialwave returns on failure.
type apiError struct {
	Message string        `json:"error"`
	Details []errorDetail `json:"details"`
}

// APIError is returned for any non-2xx that is not mapped to a sentinel.
type APIError struct {
	Status  int
	Message string
	Details []errorDetail
}

func (e *APIError) Error() string {
	return fmt.Sprintf("dialwave: %d %s", e.Status, e.Message)
}

func classify(status int, body apiError) error {
	switch {
	case status == 404 && body.Message == "user not found":
		return ErrUserNotFound
	case status == 404 && body.Message == "contact list not found":
		return ErrListNotFound
	case status == 503:
		return ErrAPIDisabled
	}
	return &APIError{Status: status, Message: body.Message, Details: body.Details}
}
