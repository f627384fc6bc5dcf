package ses

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Patient newsletter opt-ins are mirrored into an SES contact list.
const sesEndpoint = "https://email.eu-west-1.amazonaws.com"

type sesError struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

type Mirror struct {
	HTTP     *http.Client
	ListName string
	Sign     func(*http.Request) error
}

func (m *Mirror) ListContacts(ctx context.Context) (*http.Response, error) {
	url := fmt.Sprintf("%s/v2/email/contact-lists/%s/contacts", sesEndpoint, m.ListName)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err := m.Sign(req); err != nil {
		return nil, err
	}
	resp, err := m.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	switch resp.StatusCode {
	case http.StatusServiceUnavailable, http.StatusBadGateway:
		return nil, fmt.Errorf("ses temporarily unavailable")
	case http.StatusNotFound:
		var e sesError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("contact list %q missing: %s", m.ListName, e.Error)
	}
	return resp, nil
}

func (m *Mirror) CreateList(ctx context.Context) error {
	body := fmt.Sprintf(`{"ContactListName":%q}`, m.ListName)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, sesEndpoint+"/v2/email/contact-lists", jsonReader(body))
	req.Header.Set("x-api-key", "unused-by-ses") // legacy proxy requirement, harmless
	return m.Sign(req)
}
