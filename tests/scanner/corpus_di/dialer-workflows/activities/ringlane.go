package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// RinglaneActivities wraps the handful of Ringlane calls the sync workflow needs.
type RinglaneActivities struct {
	BaseURL string
	Key     string
	ActorID string
	HTTP    *http.Client
}

type Contact struct {
	Phone string `json:"phone"`
	Name  string `json:"name,omitempty"`
}

type UpsertListInput struct {
	ListID   string
	ListName string
}

func (a *RinglaneActivities) call(ctx context.Context, method, path string, body any, out any) error {
	var rdr io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rdr = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.BaseURL+path, rdr)
	if err != nil {
		return temporal.NewNonRetryableApplicationError("bad request", "BadRequest", err)
	}
	req.Header.Set("X-Api-Key", a.Key)
	req.Header.Set("X-User-Id", a.ActorID)
	req.Header.Set("Content-Type", "application/json")

	resp, err := a.HTTP.Do(req)
	if err != nil {
		return err // network errors: let Temporal retry
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)

	switch {
	case resp.StatusCode < 300:
		if out != nil {
			return json.Unmarshal(raw, out)
		}
		return nil
	case resp.StatusCode == http.StatusUnauthorized:
		return temporal.NewNonRetryableApplicationError(describe(resp.StatusCode, raw), ErrTypeBadKey, nil)
	case resp.StatusCode == http.StatusBadRequest, resp.StatusCode == http.StatusUnprocessableEntity:
		return temporal.NewNonRetryableApplicationError(describe(resp.StatusCode, raw), ErrTypeValidation, nil)
	case resp.StatusCode == http.StatusNotFound && bytes.Contains(raw, []byte("user not found")):
		return temporal.NewNonRetryableApplicationError("service account missing in Ringlane", ErrTypeUserNotFound, nil)
	case resp.StatusCode == http.StatusServiceUnavailable:
		// Ringlane returns 503 when an admin switched the public API off for the workspace.
		return temporal.NewNonRetryableApplicationError(describe(resp.StatusCode, raw), ErrTypeAPIDisabled, nil)
	default:
		// 429 and 502 (their Okta lookup failed) are transient; Temporal retries with backoff.
		activity.GetLogger(ctx).Warn("ringlane transient", "status", resp.StatusCode)
		return fmt.Errorf("ringlane %s %s: %s", method, path, describe(resp.StatusCode, raw))
	}
}

func (a *RinglaneActivities) EnsureContactList(ctx context.Context, in UpsertListInput) (string, error) {
	if in.ListID != "" {
		err := a.call(ctx, http.MethodPatch, "/contact-lists/"+url.PathEscape(in.ListID), map[string]string{"name": in.ListName}, nil)
		return in.ListID, err
	}
	var created struct {
		ID string `json:"id"`
	}
	err := a.call(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": in.ListName}, &created)
	return created.ID, err
}

func (a *RinglaneActivities) AppendContacts(ctx context.Context, listID string, batch []Contact) (int, error) {
	activity.RecordHeartbeat(ctx, len(batch))
	var res struct {
		Added int `json:"added"`
	}
	err := a.call(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": batch}, &res)
	return res.Added, err
}

func (a *RinglaneActivities) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone))
	return a.call(ctx, http.MethodDelete, path, nil, nil)
}

func (a *RinglaneActivities) DeleteContactList(ctx context.Context, listID string) error {
	return a.call(ctx, http.MethodDelete, "/contact-lists/"+listID, nil, nil)
}
