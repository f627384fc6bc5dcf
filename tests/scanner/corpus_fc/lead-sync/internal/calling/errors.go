package calling

import (
	"errors"
	"fmt"
	"strings"
)

var ErrCallingDisabled = errors.New("calling: public API disabled for tenant")

// APIError mirrors the error payload of the calling platform.
type APIError struct {
	Message string       `json:"error"`
	Details []FieldError `json:"details"`
}

type FieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	if len(e.Details) == 0 {
		return "calling: " + e.Message
	}
	var b strings.Builder
	for _, d := range e.Details {
		fmt.Fprintf(&b, "%s=%s ", d.Path, d.Message)
	}
	return fmt.Sprintf("calling: %s [%s]", e.Message, strings.TrimSpace(b.String()))
}
