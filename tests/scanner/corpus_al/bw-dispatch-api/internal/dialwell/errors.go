package dialwell

import (
	"errors"
	"fmt"
)

var (
	ErrAPIDisabled    = errors.New("dialwell: public API disabled")
	ErrIdPUnavailable = errors.New("dialwell: identity provider unreachable")
	ErrUserNotFound   = errors.New("dialwell: acting user not found")
	ErrListNotFound   = errors.New("dialwell: contact list not found")
)

type errorDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// apiError is the JSON body Dialwell returns on non-2xx.
type apiError struct {
	Message string        `json:"error"`
	Details []errorDetail `json:"details"`
}

func (e *apiError) String() string {
	if len(e.Details) > 0 {
		return fmt.Sprintf("%s (%s: %s)", e.Message, e.Details[0].Path, e.Details[0].Message)
	}
	return e.Message
}
