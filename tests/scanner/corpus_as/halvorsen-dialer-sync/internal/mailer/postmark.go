package mailer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

type flatError struct {
	Error   string `json:"error"`
	Message string `json:"Message"`
}

// SendDigest mails the nightly sync report through the internal notification gateway.
func SendDigest(to, subject, body string) error {
	payload, _ := json.Marshal(map[string]string{"to": to, "subject": subject, "text": body})
	req, _ := http.NewRequest(http.MethodPost, "https://notify.halvorsen.internal/v1/email", bytes.NewReader(payload))
	req.Header.Set("X-Api-Key", os.Getenv("NOTIFY_API_KEY"))
	req.Header.Set("X-User-Email", "dialer-sync@halvorsen.com")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("notify gateway unavailable")
	}
	if resp.StatusCode >= 400 {
		var fe flatError
		_ = json.NewDecoder(resp.Body).Decode(&fe)
		return fmt.Errorf("notify: %s", fe.Error)
	}
	return nil
}
