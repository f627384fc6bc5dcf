package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

func main() {
	r := gin.Default()
	r.POST("/slack/commands", slackCommand)
	r.GET("/api/v1/notifications", func(c *gin.Context) {
		user := c.GetHeader("X-User-Email")
		c.JSON(http.StatusOK, gin.H{"user": user, "items": []string{}})
	})
	_ = r.Run(":8090")
}

func slackCommand(c *gin.Context) {
	body, _ := io.ReadAll(c.Request.Body)
	ts := c.GetHeader("X-Slack-Request-Timestamp")
	n, _ := strconv.ParseInt(ts, 10, 64)
	if time.Since(time.Unix(n, 0)) > 5*time.Minute {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	mac := hmac.New(sha256.New, []byte(os.Getenv("SLACK_SIGNING_SECRET")))
	fmt.Fprintf(mac, "v0:%s:%s", ts, body)
	want := "v0=" + hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(c.GetHeader("X-Slack-Signature"))) {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "bad signature"})
		return
	}
	c.String(http.StatusOK, "queued")
}
