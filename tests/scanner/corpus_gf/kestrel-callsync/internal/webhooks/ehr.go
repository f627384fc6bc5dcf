package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"strings"
)

// VerifySvix validates appointment events relayed through Svix from the EHR vendor.
func VerifySvix(r *http.Request, secret []byte) ([]byte, bool) {
	body, _ := io.ReadAll(r.Body)
	id := r.Header.Get("svix-id")
	ts := r.Header.Get("svix-timestamp")
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(id + "." + ts + "." + string(body)))
	want := "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
	for _, s := range strings.Split(r.Header.Get("svix-signature"), " ") {
		if hmac.Equal([]byte(s), []byte(want)) {
			return body, true
		}
	}
	return nil, false
}
