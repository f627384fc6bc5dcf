package dialfront

import (
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrAPIDisabled     = errors.New("dialfront: public API disabled")
	ErrUserNotFound    = errors.New("dialfront: acting user not found")
	ErrIdPUnavailable  = errors.New("dialfront: identity provider unreachable")
	ErrListNotFound    = errors.New("dialfront: contact list not found")
)

type fieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// apiError is the body Dialfront returns on non-2xx.
type apiError struct {
	Message string       `json:"error"`
	Details []fieldError `json:"details"`
	Status  int          `json:"-"`
}

func (e *apiError) Error() string {
	return fmt.Sprintf("dialfront %d: %s", e.Status, e.Message)
}

func classify(e *apiError) error {
	switch e.Status {
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusNotFound:
		if e.Message == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	}
	return e
}
