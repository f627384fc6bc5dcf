package ringwell

import (
	"errors"
	"fmt"
	"strings"
)

// apiError mirrors the body Ringwell returns on non-2xx responses.
type apiError struct {
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

var (
	ErrUserNotFound = errors.New("ringwell: acting user not found")
	ErrAPIDisabled  = errors.New("ringwell: public API disabled for account")
	ErrIdPDown      = errors.New("ringwell: identity provider unreachable")
	ErrListNotFound = errors.New("ringwell: contact list not found")
)

// StatusError is returned for any other non-2xx response.
type StatusError struct {
	Status int
	Body   apiError
}

func (e *StatusError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ringwell: HTTP %d: %s", e.Status, e.Body.Message)
	for _, d := range e.Body.Details {
		fmt.Fprintf(&b, "\n  %s: %s", d.Path, d.Message)
	}
	return b.String()
}
