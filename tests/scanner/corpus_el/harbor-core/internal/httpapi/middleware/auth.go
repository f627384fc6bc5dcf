package middleware

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

const (
	// Set by the oauth2-proxy sidecar in front of the console.
	hdrConsoleEmail = "X-User-Email"
	hdrConsoleUID   = "X-User-Id"
	ctxUserKey      = "console_user"
)

type ConsoleUserInfo struct {
	Email string
	UID   string
}

// ConsoleUser trusts the identity headers injected by oauth2-proxy.
func ConsoleUser() gin.HandlerFunc {
	return func(c *gin.Context) {
		email := strings.TrimSpace(c.GetHeader(hdrConsoleEmail))
		if email == "" || !strings.HasSuffix(email, "@harborline.io") {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "not signed in"})
			return
		}
		c.Set(ctxUserKey, ConsoleUserInfo{Email: email, UID: c.GetHeader(hdrConsoleUID)})
		c.Next()
	}
}

func UserFrom(c *gin.Context) ConsoleUserInfo {
	u, _ := c.Get(ctxUserKey)
	info, _ := u.(ConsoleUserInfo)
	return info
}

func RequestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Request-Id")
		if id == "" {
			id = uuid.NewString()
		}
		c.Set("request_id", id)
		c.Writer.Header().Set("X-Request-Id", id)
		c.Next()
	}
}
