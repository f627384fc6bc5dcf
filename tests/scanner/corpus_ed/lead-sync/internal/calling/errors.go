package calling

import (
	"fmt"
	"strings"
)

// errorBody mirrors what the calling service sends back on 4xx/5xx.
type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// RemoteError wraps a failed call.
type RemoteError struct {
	Status int
	Body   errorBody
}

func (e *RemoteError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "calling api: HTTP %d: %s", e.Status, e.Body.Error)
	for _, d := range e.Body.Details {
		fmt.Fprintf(&b, "; %s=%s", d.Path, d.Message)
	}
	return b.String()
}

// IsUnknownRep is true when the acting rep doesn't exist on the calling side.
func (e *RemoteError) IsUnknownRep() bool {
	return e.Status == 404 && strings.Contains(strings.ToLower(e.Body.Error), "user not found")
}
