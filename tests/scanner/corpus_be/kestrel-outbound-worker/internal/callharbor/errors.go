package callharbor

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUserNotFound = errors.New("callharbor: acting user not found")
	ErrIdPDown      = errors.New("callharbor: identity provider unreachable")
	ErrAPIDisabled  = errors.New("callharbor: public API disabled")
	ErrListNotFound = errors.New("callharbor: contact list not found")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func decodeError(resp *http.Response) error {
	var e apiError
	_ = json.NewDecoder(resp.Body).Decode(&e)
	switch {
	case resp.StatusCode == http.StatusNotFound && e.Error == "user not found":
		return ErrUserNotFound
	case resp.StatusCode == http.StatusNotFound:
		return ErrListNotFound
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPDown
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return fmt.Errorf("callharbor %d: %s", resp.StatusCode, e.Error)
}

// Temporary reports whether the worker should requeue the job.
func Temporary(err error) bool {
	return errors.Is(err, ErrIdPDown)
}
