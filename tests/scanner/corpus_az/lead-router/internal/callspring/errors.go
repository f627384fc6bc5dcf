package callspring

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// APIError is the v2 error envelope: {"error": {"code": "...", "message": "...", "request_id": "..."}}.
type APIError struct {
	Status    int
	Code      string `json:"code"`
	Message   string `json:"message"`
	RequestID string `json:"request_id"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("callspring %d %s: %s (req %s)", e.Status, e.Code, e.Message, e.RequestID)
}

func (e *APIError) Retryable() bool {
	return e.Status == http.StatusTooManyRequests || e.Code == "upstream_unavailable"
}

func decodeError(resp *http.Response) error {
	var env struct {
		Error APIError `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
		return &APIError{Status: resp.StatusCode, Code: "undecodable", Message: err.Error()}
	}
	env.Error.Status = resp.StatusCode
	if env.Error.Code == "agent_not_found" {
		env.Error.Message = "rep is not provisioned in Callspring: " + env.Error.Message
	}
	return &env.Error
}
