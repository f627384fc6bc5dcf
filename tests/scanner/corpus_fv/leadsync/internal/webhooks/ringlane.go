package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

type Handlers struct {
	RinglaneSecret []byte
	StripeSecret   string
	Events         EventSink
}

// Ringlane handles call-outcome webhooks. Ringlane is rolling out the new
// Service-Signature scheme per account, so both formats are accepted for now.
func (h *Handlers) Ringlane(c *gin.Context) {
	body, err := io.ReadAll(io.LimitReader(c.Request.Body, 1<<20))
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	if v2 := c.GetHeader("Service-Signature"); v2 != "" {
		if !verifyServiceSignature(v2, body, h.RinglaneSecret, time.Now()) {
			c.AbortWithStatus(http.StatusUnauthorized)
			return
		}
	} else {
		legacy := c.GetHeader("X-Ringlane-Signature")
		mac := hmac.New(sha256.New, h.RinglaneSecret)
		mac.Write(body)
		if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(strings.ToLower(legacy))) {
			c.AbortWithStatus(http.StatusUnauthorized)
			return
		}
	}
	if err := h.Events.Publish(c, "ringlane.call_outcome", body); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusNoContent)
}

func verifyServiceSignature(header string, body, secret []byte, now time.Time) bool {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || now.Sub(time.UnixMilli(ms)) > 5*time.Minute {
		return false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))
}
