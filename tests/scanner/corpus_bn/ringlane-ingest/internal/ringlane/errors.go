package ringlane

import (
	"errors"
	"fmt"
	"strings"
)

var (
	ErrAPIDisabled   = errors.New("ringlane: public API disabled")
	ErrUserNotFound  = errors.New("ringlane: acting user not found")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable")
)

// apiError is the body Ringlane returns on 4xx/5xx.
type apiError struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (e *apiError) Error() string {
	if len(e.Details) == 0 {
		return e.Message
	}
	parts := make([]string, 0, len(e.Details))
	for _, d := range e.Details {
		parts = append(parts, fmt.Sprintf("%s: %s", d.Path, d.Message))
	}
	return fmt.Sprintf("%s (%s)", e.Message, strings.Join(parts, "; "))
}
