package callforgev2

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
)

// VerifySignature checks "Service-Signature: t=<ms>,v1=<hex>" (v2 webhooks).
func VerifySignature(r *http.Request, body []byte, secret string) bool {
	var ts, sig string
	for _, part := range strings.Split(r.Header.Get("Service-Signature"), ",") {
		kv := strings.SplitN(part, "=", 2)
		if len(kv) != 2 {
			continue
		}
		switch kv[0] {
		case "t":
			ts = kv[1]
		case "v1":
			sig = kv[1]
		}
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(body)))
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))
}
