package email

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Mailwave is our newsletter provider. Its contact lists are unrelated to
// Ringlane's dialer lists.
type Mailwave struct {
	APIKey string
	HTTP   *http.Client
}

const mailwaveBase = "https://api.mailwave.io/v1"

func (m *Mailwave) Subscribe(ctx context.Context, listID, email string) error {
	b, _ := json.Marshal(map[string]string{"email": email})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, mailwaveBase+"/contact-lists/"+listID+"/contacts", bytes.NewReader(b))
	req.Header.Set("x-api-key", m.APIKey)
	req.Header.Set("Content-Type", "application/json")
	res, err := m.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	switch res.StatusCode {
	case http.StatusOK, http.StatusCreated:
		return nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("mailwave temporarily unavailable (%d)", res.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(res.Body).Decode(&e)
		return fmt.Errorf("mailwave: %s", e.Error)
	}
}
