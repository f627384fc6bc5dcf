package dialcraft

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

type APIError struct {
	Status  int
	Message string   `json:"error"`
	Details []string `json:"-"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("dialcraft %d: %s", e.Status, e.Message)
}

// Transient reports whether the nightly cron should just try again later.
func (e *APIError) Transient() bool {
	switch e.Status {
	case http.StatusTooManyRequests, http.StatusBadGateway:
		return true
	}
	return false
}

func (e *APIError) UserMissing() bool {
	return e.Status == http.StatusNotFound && e.Message == "user not found"
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	e := &APIError{Status: resp.StatusCode}
	var body struct {
		Error   string `json:"error"`
		Details []struct {
			Path    string `json:"path"`
			Message string `json:"message"`
		} `json:"details"`
	}
	if json.Unmarshal(raw, &body) == nil {
		e.Message = body.Error
		for _, d := range body.Details {
			e.Details = append(e.Details, d.Path+": "+d.Message)
		}
	} else {
		e.Message = string(raw)
	}
	return e
}
