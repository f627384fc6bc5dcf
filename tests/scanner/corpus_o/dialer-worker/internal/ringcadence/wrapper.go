package ringcadence

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/harborline/dialer-worker/internal/rcapi"
)

var (
	ErrUnknownUser  = errors.New("ringcadence: acting user not found")
	ErrAPIDisabled  = errors.New("ringcadence: public API disabled")
	ErrIdPTransient = errors.New("ringcadence: identity provider unreachable")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type Wrapper struct {
	c *rcapi.Client
}

func New(baseURL, apiKey, actingUserID string, doer rcapi.HttpRequestDoer) *Wrapper {
	auth := func(_ context.Context, req *http.Request) error {
		req.Header.Set("X-Api-Key", apiKey)
		req.Header.Set("X-User-Id", actingUserID)
		return nil
	}
	return &Wrapper{c: &rcapi.Client{Server: baseURL, Client: doer, RequestEditors: []rcapi.RequestEditorFn{auth}}}
}

func (w *Wrapper) AddPhones(ctx context.Context, listID string, phones []string) error {
	var body rcapi.AddContactsJSONRequestBody
	for _, p := range phones {
		body.Contacts = append(body.Contacts, struct {
			Phone string `json:"phone"`
		}{Phone: p})
	}
	resp, err := w.c.AddContacts(ctx, listID, body)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 300 {
		return nil
	}
	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdPTransient
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if ae.Error == "user not found" {
			return ErrUnknownUser
		}
	}
	return fmt.Errorf("ringcadence: %d %s", resp.StatusCode, ae.Error)
}
