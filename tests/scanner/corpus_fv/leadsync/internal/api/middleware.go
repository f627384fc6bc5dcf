package api

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

const ctxUserEmail = "user_email"

// gatewayIdentity trusts the identity headers injected by our Envoy edge after
// it validated the session. Requests without them never reach us in prod.
func gatewayIdentity() gin.HandlerFunc {
	return func(c *gin.Context) {
		email := strings.TrimSpace(c.GetHeader("X-User-Email"))
		if email == "" {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing identity"})
			return
		}
		c.Set(ctxUserEmail, email)
		c.Set("user_id", c.GetHeader("X-User-Id"))
		c.Next()
	}
}

func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Request-Id")
		if id == "" {
			id = uuid.NewString()
		}
		c.Header("X-Request-Id", id)
		c.Set("request_id", id)
		c.Next()
	}
}
