package ringlane

import (
	"errors"
	"fmt"
	"strings"
)

var (
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable, try again")
	ErrAPIDisabled    = errors.New("ringlane: public API disabled for this tenant")
	ErrUnknownUser    = errors.New("ringlane: acting user not found")
)

// apiErrorBody is what Ringlane returns on failure.
type apiErrorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type APIError struct {
	Status  int
	Message string
	Fields  []string
}

func (e *APIError) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("ringlane %d: %s", e.Status, e.Message)
	}
	return fmt.Sprintf("ringlane %d: %s (%s)", e.Status, e.Message, strings.Join(e.Fields, ", "))
}

func fromBody(status int, b apiErrorBody) *APIError {
	e := &APIError{Status: status, Message: b.Error}
	for _, d := range b.Details {
		e.Fields = append(e.Fields, d.Path+": "+d.Message)
	}
	return e
}
