package dialpath

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Problem is the v2 error envelope: {"error": {"code": "...", "message": "...", "request_id": "..."}}.
type Problem struct {
	Error struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"request_id"`
	} `json:"error"`
}

type APIError struct {
	Status    int
	Code      string
	Message   string
	RequestID string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("dialpath v2: %d %s: %s (req %s)", e.Status, e.Code, e.Message, e.RequestID)
}

func decodeProblem(resp *http.Response) error {
	var p Problem
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		return &APIError{Status: resp.StatusCode, Code: "unparseable"}
	}
	switch p.Error.Code {
	case "key_revoked", "key_invalid":
		return &APIError{Status: resp.StatusCode, Code: p.Error.Code, Message: "rotate DIALPATH_V2_KEY"}
	case "resource_not_found":
		return &APIError{Status: http.StatusNotFound, Code: p.Error.Code, Message: p.Error.Message}
	}
	return &APIError{Status: resp.StatusCode, Code: p.Error.Code, Message: p.Error.Message, RequestID: p.Error.RequestID}
}
