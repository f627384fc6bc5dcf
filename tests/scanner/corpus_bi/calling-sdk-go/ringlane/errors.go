package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUserNotFound       = errors.New("ringlane: acting user not found")
	ErrIdentityProvider   = errors.New("ringlane: identity provider unreachable")
	ErrPublicAPIDisabled  = errors.New("ringlane: public API disabled")
	ErrContactListMissing = errors.New("ringlane: contact list not found")
)

type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body errorBody
	_ = json.NewDecoder(resp.Body).Decode(&body)
	switch {
	case resp.StatusCode == http.StatusNotFound && body.Error == "user not found":
		return ErrUserNotFound
	case resp.StatusCode == http.StatusNotFound && body.Error == "contact list not found":
		return ErrContactListMissing
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdentityProvider
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrPublicAPIDisabled
	}
	return &APIError{Status: resp.StatusCode, Message: body.Error}
}
