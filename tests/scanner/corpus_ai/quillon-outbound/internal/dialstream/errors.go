package dialstream

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrUnauthorized = errors.New("dialstream: invalid api key")
	ErrUserNotFound = errors.New("dialstream: acting user not found")
	ErrListNotFound = errors.New("dialstream: contact list not found")
	ErrAPIDisabled  = errors.New("dialstream: public API disabled")
)

// APIError is returned for any other non-2xx answer.
type APIError struct {
	Status  int
	Message string
	Fields  []string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("dialstream %d: %s %v", e.Status, e.Message, e.Fields)
}

type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func decodeError(resp *http.Response) error {
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var b errorBody
	_ = json.Unmarshal(raw, &b)

	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		if strings.EqualFold(b.Error, "user not found") {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}

	apiErr := &APIError{Status: resp.StatusCode, Message: b.Error}
	for _, d := range b.Details {
		apiErr.Fields = append(apiErr.Fields, d.Path+": "+d.Message)
	}
	return apiErr
}
